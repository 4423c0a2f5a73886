/**
 * Generates the web app's API types from the OpenAPI document of /api/v1 with
 * openapi-typescript (https://openapi-ts.dev/node). The output is committed as
 * src/web/lib/api-schema.ts; `npm run api:client` rewrites it and a test fails when it drifts.
 */
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { openApiDocument } from '../src/server/routes/api-v1';

/** Path of the generated file, from the repository root. */
export const API_SCHEMA_FILE = 'src/web/lib/api-schema.ts';

const HEADER = `/**
 * The Vitrine API's types, generated from /api/v1/openapi.json by openapi-typescript.
 * Do not edit: run \`npm run api:client\` after changing a route or a contract (src/shared/contracts).
 */
/* eslint-disable */
`;

/** The TypeScript source of the generated types for the current route definitions. */
export async function generateApiSchema(): Promise<string> {
  const document = openApiDocument();
  const ast = await openapiTS(document as never, {
    alphabetize: true,
    exportType: false,
    // Uploads are files (multipart `format: binary`), not strings (https://openapi-ts.dev/node#example-blob-types).
    transform: (schema) => (schema.format === 'binary' ? ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob')) : undefined),
  });
  return `${HEADER}${astToString(ast)}`;
}
