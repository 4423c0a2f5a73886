/**
 * The export and the deletion cover every table that holds user data: each
 * table of the schema with a user reference has a policy, and every storage-key column of those
 * tables is either exported as files or named with the reason it is not.
 */
import { describe, expect, it } from 'vitest';
import { userTables } from './user-tables';

describe('user data tables', () => {
  const tables = userTables();

  it('finds the tables with a user reference in the schema', () => {
    const names = tables.map((t) => t.name);
    for (const name of ['user', 'session', 'account', 'subscribers', 'credit_transactions', 'source_images', 'generated_images', 'videos', 'support_tickets', 'support_ticket_messages', 'data_exports', 'gallery_publications']) {
      expect(names).toContain(name);
    }
    expect(names).not.toContain('verification');
    expect(names).not.toContain('retained_billing_records');
  });

  it('has an export and deletion policy for every one of them', () => {
    const missing = tables.filter((t) => !t.policy).map((t) => t.name);
    expect(missing, `add these tables to USER_TABLES in user-tables.ts: ${missing.join(', ')}`).toEqual([]);
  });

  it('names what happens to every storage-key column and redacts only existing columns', () => {
    for (const t of tables) {
      const policy = t.policy!;
      const columns = t.columns.map((c) => c.name);
      const keyColumns = columns.filter((c) => c.endsWith('_key'));
      const covered = [...(policy.files ?? []).map((f) => f.column), ...Object.keys(policy.otherKeys ?? {})];
      expect(keyColumns.filter((c) => !covered.includes(c)), `${t.name}: storage-key columns without a policy`).toEqual([]);
      for (const c of covered) expect(columns, `${t.name}.${c}`).toContain(c);
      if (policy.export.kind === 'rows') for (const c of policy.export.redact ?? []) expect(columns, `${t.name}.${c}`).toContain(c);
    }
  });

  it('anonymises only nullable user columns', () => {
    for (const t of tables.filter((x) => x.policy?.deletion.kind === 'anonymise')) {
      for (const c of t.userColumns) expect(c.notNull, `${t.name}.${c.name} must be nullable to anonymise`).toBe(false);
    }
  });
});
