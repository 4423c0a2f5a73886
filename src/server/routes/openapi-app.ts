/**
 * A route group with zod-openapi: request validation failures become 422 in the API's error
 * shape, translated.
 */
import { OpenAPIHono, type z } from '@hono/zod-openapi';
import { errorSchema } from '../../shared/contracts/common';
import { AppError } from '../http/app-error';
import type { AppEnv } from '../http/context';

/** Creates an OpenAPIHono router whose validation errors throw AppError 422 'validation_failed'. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const details = result.error.issues
          .map((issue) => `${issue.path.join('.') || 'body'} (${issue.message})`)
          .slice(0, 5)
          .join('; ');
        throw new AppError(422, 'validation_failed', 'validation', { details });
      }
    },
  });
}

/** The error response body, for OpenAPI documents (src/shared/contracts/common.ts). */
export { errorSchema };

/** An OpenAPI JSON response with `schema` and `description`. */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** An OpenAPI error response (the one error body) with `description`. */
export function errorResponse(description: string) {
  return jsonResponse(errorSchema, description);
}

/** OpenAPI responses for common errors. */
export const errorResponses = {
  401: { description: 'Signed out or session expired', content: { 'application/json': { schema: errorSchema } } },
  422: { description: 'Invalid request', content: { 'application/json': { schema: errorSchema } } },
} as const;
