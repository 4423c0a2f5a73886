/**
 * Shapes every area of the API shares (the API contract has one home). Plain zod
 * with `.meta({ id })`: the server's OpenAPI document (`/api/v1/openapi.json`) names these as
 * components, and the web app's typed client is generated from that document.
 */
import { z } from 'zod';

/** The one error body: `{ error: { code, message } }`, the message in the request's language. */
export const errorSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorSchema>;

/** An opaque page cursor from a previous page's `nextCursor`. */
export const cursorSchema = z.string().max(200);

/** A path parameter holding a resource id. */
export const idParamsSchema = z.object({ id: z.uuid() });

/** An absolute or app-relative URL the browser should open next. */
export const redirectUrlSchema = z.object({ url: z.string() }).meta({ id: 'RedirectUrl' });
export type RedirectUrl = z.infer<typeof redirectUrlSchema>;
