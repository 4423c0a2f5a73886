/**
 * Messages between the web process and the thread that runs the embedded PGlite database
 * (./pglite-thread.ts and ./pglite-thread-worker.mjs, which builds these shapes in plain JavaScript). Values cross by structured clone: rows,
 * Dates, Uint8Arrays and bigints keep their types; errors travel as plain records.
 */

/** A request to the database thread. `tx` names an open transaction (from `begin`). */
export type ThreadRequest =
  | { id: number; op: 'query'; tx?: number; text: string; params: unknown[]; rowMode?: 'array' | 'object'; rawTypes?: number[] }
  | { id: number; op: 'exec'; tx?: number; text: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' };

/** An error as it crosses the thread boundary: message, name, stack and PostgreSQL's fields (code, detail, constraint…). */
export interface ErrorRecord {
  message: string;
  name: string;
  stack?: string;
  fields: Record<string, unknown>;
}

/** The answer to a request, or the thread's readiness (`id` 0). */
export type ThreadAnswer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorRecord };

/** Rebuilds an Error with the record's message, name and fields (so `error.code === '23505'` still holds). */
export function fromErrorRecord(record: ErrorRecord): Error {
  const error = Object.assign(new Error(record.message), record.fields);
  error.name = record.name;
  if (record.stack) error.stack = record.stack;
  return error;
}
