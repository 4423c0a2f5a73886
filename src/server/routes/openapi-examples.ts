/**
 * Examples of the OpenAPI document: real requests and answers of the routes open to API keys,
 * recorded from a run against a fresh server (tests/integration/api-examples.test.ts with
 * RECORD_API_EXAMPLES=1), with secrets replaced by placeholders of the same shape and lists cut to
 * two entries. A contract test checks each example against its operation's schema.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One recorded call: the JSON body sent (if any), the status and the JSON answer. */
export interface RecordedExample {
  request?: unknown;
  status: number;
  response: unknown;
}

/** Where the examples are kept, by route ('POST /batches'). */
export const EXAMPLES_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'openapi-examples.json');

let cached: Record<string, RecordedExample> | undefined;

/** The recorded examples by route; an empty set when the file is missing. */
export function recordedExamples(): Record<string, RecordedExample> {
  if (!cached) cached = fs.existsSync(EXAMPLES_FILE) ? (JSON.parse(fs.readFileSync(EXAMPLES_FILE, 'utf8')) as Record<string, RecordedExample>) : {};
  return cached;
}

type Operation = {
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses?: Record<string, { content?: Record<string, { example?: unknown }> }>;
};

/**
 * Writes each recorded example into `paths` (an OpenAPI 3.1 `paths` object, changed in place):
 * the request on the operation's JSON request body, the answer on the JSON content of its status.
 * Output: the routes that got an example.
 */
export function addExamples(paths: Record<string, unknown>): string[] {
  const added: string[] = [];
  for (const [route, example] of Object.entries(recordedExamples())) {
    const [method, routePath] = route.split(' ') as [string, string];
    const operation = (paths[routePath] as Record<string, Operation | undefined> | undefined)?.[method.toLowerCase()];
    if (!operation) continue;
    const requestJson = operation.requestBody?.content?.['application/json'];
    if (requestJson && example.request !== undefined) requestJson.example = example.request;
    const responseJson = operation.responses?.[String(example.status)]?.content?.['application/json'];
    if (responseJson) responseJson.example = example.response;
    added.push(route);
  }
  return added;
}
