/**
 * The admin audit log. `record` writes one row inside the caller's transaction, so
 * an action and its record commit or roll back together; `list` reads the newest first. There is no
 * update or delete here or anywhere else, and the table's trigger refuses both (migration 0012).
 */
import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminAction, AdminTargetType, AuditEntry, AuditPage } from '../../../shared/contracts/admin';
import type { Database, Tx } from '../../db/client';
import { adminAuditLog, supportTickets, user } from '../../db/schema';
import { decodeCursor, encodeCursor } from '../cursor';

/** Who acts: the signed-in admin. */
export interface AdminActor {
  id: string;
  email: string;
}

/** One admin action to record. `before`/`after` hold only the values the action changed. */
export interface AuditRecord {
  action: AdminAction;
  targetType: AdminTargetType;
  targetId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/**
 * Appends one row inside `tx` (the action's own transaction).
 * Input: the transaction, the admin, the record. Output: the new row's id.
 */
export async function recordAudit(tx: Tx | Database, actor: AdminActor, entry: AuditRecord): Promise<string> {
  const [row] = await tx
    .insert(adminAuditLog)
    .values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason ?? null,
    })
    .returning({ id: adminAuditLog.id });
  return row!.id;
}

/** A stored row as the API answers it; `targetLabel` names the target when the caller looked it up. */
export function auditView(row: typeof adminAuditLog.$inferSelect, targetLabel: string | null = null): AuditEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;

/** Reads of the audit log. */
export function createAuditLog(db: Database) {
  return {
    /**
     * A page of the log, newest first, optionally about one target.
     * @throws DomainError 'invalid_cursor' for a malformed cursor.
     */
    async list(query: { cursor?: string; limit: number; targetType?: AdminTargetType; targetId?: string }): Promise<AuditPage> {
      const filters: SQL[] = [];
      if (query.targetType) filters.push(eq(adminAuditLog.targetType, query.targetType));
      if (query.targetId) filters.push(eq(adminAuditLog.targetId, query.targetId));
      if (query.cursor) {
        const c = decodeCursor(query.cursor);
        filters.push(or(lt(adminAuditLog.createdAt, c.createdAt), and(eq(adminAuditLog.createdAt, c.createdAt), lt(adminAuditLog.id, c.id)))!);
      }
      const rows = await db
        .select({
          entry: adminAuditLog,
          label: sql<string | null>`coalesce(${user.email}, '#' || ${supportTickets.number}::text)`,
        })
        .from(adminAuditLog)
        .leftJoin(user, and(eq(adminAuditLog.targetType, 'user'), eq(user.id, adminAuditLog.targetId)))
        .leftJoin(supportTickets, and(eq(adminAuditLog.targetType, 'ticket'), eq(sql`${supportTickets.id}::text`, adminAuditLog.targetId)))
        .where(filters.length > 0 ? and(...filters) : undefined)
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1]?.entry;
      return {
        items: page.map((r) => auditView(r.entry, r.label)),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last.createdAt, last.id) : null,
      };
    },
  };
}
