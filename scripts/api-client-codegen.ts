/**
 * Generates the web app's API types from the OpenAPI document of /api/v1 with
 * openapi-typescript (https://openapi-ts.dev/node). The output is committed as
 * src/web/lib/api-schema.ts and, for the SDK, sdk/src/schema.ts; `npm run api:client` rewrites both
 * and a test fails when either drifts.
 */
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { API_DOCUMENT_CONFIG, openApiDocument } from '../src/server/routes/api-v1';

/** Path of the generated file, from the repository root. */
export const API_SCHEMA_FILE = 'src/web/lib/api-schema.ts';
/** The SDK's copy of the same types (sdk/: the published TypeScript client). */
export const SDK_SCHEMA_FILE = 'sdk/src/schema.ts';

const HEADER = `/**
 * The Vitrine API's types, generated from /api/v1/openapi.json by openapi-typescript.
 * Do not edit: run \`npm run api:client\` after changing a route or a contract (src/shared/contracts).
 */
/* eslint-disable */
`;

const SDK_HEADER = `/**
 * The Vitrine API's types (API version ${API_DOCUMENT_CONFIG.info.version}), generated from /api/v1/openapi.json by openapi-typescript.
 * Do not edit: \`npm run api:client\` in the Vitrine repository writes this file; a test fails when it drifts.
 */
/* eslint-disable */
`;

/** The SDK's schema file: the same types as the web app's, with the SDK's header. */
export async function generateSdkSchema(): Promise<string> {
  return (await generateApiSchema()).replace(HEADER, SDK_HEADER);
}

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
