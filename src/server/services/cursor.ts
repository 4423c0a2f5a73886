/**
 * Keyset cursors for lists ordered by (created_at, id): an opaque base64url of
 * '<ISO 8601 timestamp>|<uuid>'. Timestamps are stored with millisecond precision so the
 * cursor compares exactly.
 */
import { DomainError } from './domain-error';

/** The cursor after a row. */
export function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

/** Reads a cursor. @throws DomainError 'invalid_cursor' when it is malformed. */
export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new DomainError('invalid_cursor',  { details: 'cursor' });
  }
  return { createdAt, id };
}
