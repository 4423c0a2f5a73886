/**
 * Figures for admins: the overview's daily series over 7, 30 or 90 days
 * (UTC days), revenue by tier from verified paid invoices, and each provider's recent outputs,
 * failures, latency and estimated cost (the per-output records of migrations 0006 and 0007).
 */
import { sql } from 'drizzle-orm';
import type { Tier } from '../../../shared/catalog';
import type { Overview, OverviewDay, ProviderMetrics } from '../../../shared/contracts/admin';
import type { Database } from '../../db/client';
import { GRANTING_REASONS, REFUND_REASONS, SPENDING_REASONS } from '../credit-reasons';

const DAY_MS = 86_400_000;

/** A list of ledger reasons for `reason in (...)`, one bound parameter each. */
const reasonList = (reasons: readonly string[]) => sql.join(reasons.map((r) => sql`${r}`), sql`, `);

/**
 * Ledger reasons (./credit-reasons.ts, shared with the billing display and the monthly summary):
 * those that give credits (grants), those that spend them (reservations less refunds, Studio
 * Photos included) and the refunds.
 */
const GRANT_SQL = reasonList(GRANTING_REASONS);
const SPEND_SQL = reasonList(SPENDING_REASONS);
const REFUND_SQL = reasonList(REFUND_REASONS);

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** 'YYYY-MM-DD' of a UTC day. */
function dayKey(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString().slice(0, 10);
}

/** The first instant of the UTC day `days - 1` days before `now`'s day. */
export function windowStart(days: number, now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

export type AdminMetricsService = ReturnType<typeof createAdminMetricsService>;

export function createAdminMetricsService(db: Database) {
  /** Runs a `select day, value` query and returns day -> number. */
  async function daily(query: ReturnType<typeof sql>): Promise<Map<string, number>> {
    const rows = rowsOf<{ day: Date | string; value: number | string | null }>(await db.execute(query));
    return new Map(rows.map((r) => [dayKey(r.day), Number(r.value ?? 0)]));
  }

  const day = (column: ReturnType<typeof sql>) => sql`(date_trunc('day', ${column} at time zone 'UTC'))::date`;

  return {
    /**
     * The overview: one row per UTC day of the last `days` days (today included), revenue by tier
     * and currency from paid invoices processed in the window, and totals of now.
     */
    async overview(days: number, now = new Date()): Promise<Overview> {
      const from = windowStart(days, now);
      const f = from.toISOString();
      const [signups, active, images, videosMade, failedImages, failedVideos, refunded, granted, spent, imageCost, videoCost, revenueRows, totalsRows] = await Promise.all([
        daily(sql`select ${day(sql`created_at`)} as day, count(*) as value from "user" where created_at >= ${f}::timestamptz group by 1`),
        daily(sql`select d as day, count(distinct user_id) as value from (
            select user_id, ${day(sql`created_at`)} as d from session where created_at >= ${f}::timestamptz
            union all select user_id, ${day(sql`updated_at`)} from session where updated_at >= ${f}::timestamptz
            union all select user_id, ${day(sql`created_at`)} from source_images where created_at >= ${f}::timestamptz
            union all select user_id, ${day(sql`created_at`)} from generations where created_at >= ${f}::timestamptz
            union all select user_id, ${day(sql`created_at`)} from videos where created_at >= ${f}::timestamptz
          ) a group by 1`),
        daily(sql`select ${day(sql`created_at`)} as day, count(*) as value from generated_images where created_at >= ${f}::timestamptz group by 1`),
        daily(sql`select ${day(sql`finished_at`)} as day, count(*) as value from videos where status = 'succeeded' and finished_at >= ${f}::timestamptz group by 1`),
        daily(sql`select ${day(sql`finished_at`)} as day, sum(failed_count) as value from generations where finished_at >= ${f}::timestamptz group by 1`),
        daily(sql`select ${day(sql`finished_at`)} as day, count(*) as value from videos where status = 'failed' and finished_at >= ${f}::timestamptz group by 1`),
        daily(sql`select ${day(sql`created_at`)} as day, sum(amount) as value from credit_transactions where reason in (${REFUND_SQL}) and created_at >= ${f}::timestamptz group by 1`),
        daily(sql`select ${day(sql`created_at`)} as day, sum(amount) as value from credit_transactions where reason in (${GRANT_SQL}) and amount > 0 and created_at >= ${f}::timestamptz group by 1`),
        daily(sql`select ${day(sql`created_at`)} as day, -sum(amount) as value from credit_transactions where reason in (${SPEND_SQL}) and created_at >= ${f}::timestamptz group by 1`),
        daily(sql`select ${day(sql`created_at`)} as day, sum(estimated_cost_usd) as value from generated_images where created_at >= ${f}::timestamptz group by 1`),
        daily(sql`select ${day(sql`finished_at`)} as day, sum(estimated_cost_usd) as value from videos where finished_at >= ${f}::timestamptz group by 1`),
        db.execute(sql`select tier, currency, sum(amount_minor) as amount, count(*) as invoices from billing_events
          where type = 'invoice.paid' and amount_minor is not null and tier is not null and processed_at >= ${f}::timestamptz
          group by tier, currency order by tier, currency`),
        db.execute(sql`select
            (select count(*) from "user") as users,
            (select count(*) from "user" where role like '%admin%') as admins,
            (select count(*) from "user" where banned) as banned,
            (select coalesce(sum(credits_balance), 0) from subscribers) as outstanding`),
      ]);
      const series: OverviewDay[] = [];
      for (let t = from.getTime(); t <= now.getTime(); t += DAY_MS) {
        const key = dayKey(new Date(t));
        series.push({
          date: key,
          signups: signups.get(key) ?? 0,
          activeUsers: active.get(key) ?? 0,
          images: images.get(key) ?? 0,
          videos: videosMade.get(key) ?? 0,
          failedImages: failedImages.get(key) ?? 0,
          failedVideos: failedVideos.get(key) ?? 0,
          creditsRefunded: refunded.get(key) ?? 0,
          creditsGranted: granted.get(key) ?? 0,
          creditsSpent: spent.get(key) ?? 0,
          providerCostUsd: Math.round(((imageCost.get(key) ?? 0) + (videoCost.get(key) ?? 0)) * 1e6) / 1e6,
        });
      }
      const totals = rowsOf<{ users: string | number; admins: string | number; banned: string | number; outstanding: string | number }>(totalsRows)[0];
      return {
        days,
        from: from.toISOString(),
        to: now.toISOString(),
        series,
        revenue: rowsOf<{ tier: Tier; currency: string; amount: string | number; invoices: string | number }>(revenueRows).map((r) => ({
          tier: r.tier,
          currency: r.currency,
          amountMinor: Number(r.amount),
          invoices: Number(r.invoices),
        })),
        totals: {
          users: Number(totals?.users ?? 0),
          admins: Number(totals?.admins ?? 0),
          banned: Number(totals?.banned ?? 0),
          creditsOutstanding: Number(totals?.outstanding ?? 0),
        },
      };
    },

    /**
     * Each provider's figures over the last `days` days: images by the provider that made them
     * (failures counted against the engine that ran the generation), videos by engine; latency
     * p50/p95 of the outputs made, and their estimated cost.
     */
    async providers(days: number, now = new Date()): Promise<ProviderMetrics> {
      const f = windowStart(days, now).toISOString();
      const [imageRows, imageFailures, videoRows] = await Promise.all([
        db.execute(sql`select coalesce(provider, engine) as provider,
            (array_agg(model order by created_at desc))[1] as model,
            count(*) as outputs,
            percentile_cont(0.5) within group (order by latency_ms) as p50,
            percentile_cont(0.95) within group (order by latency_ms) as p95,
            coalesce(sum(estimated_cost_usd), 0) as cost
          from generated_images where created_at >= ${f}::timestamptz group by 1`),
        db.execute(sql`select coalesce(engine, 'unknown') as provider, sum(failed_count) as failures
          from generations where finished_at >= ${f}::timestamptz group by 1 having sum(failed_count) > 0`),
        db.execute(sql`select engine as provider,
            (array_agg(model order by created_at desc))[1] as model,
            count(*) filter (where status = 'succeeded') as outputs,
            count(*) filter (where status = 'failed') as failures,
            percentile_cont(0.5) within group (order by latency_ms) filter (where status = 'succeeded') as p50,
            percentile_cont(0.95) within group (order by latency_ms) filter (where status = 'succeeded') as p95,
            coalesce(sum(estimated_cost_usd), 0) as cost
          from videos where finished_at >= ${f}::timestamptz group by 1`),
      ]);
      type Row = { provider: string; model: string | null; outputs: string | number; failures?: string | number; p50: number | null; p95: number | null; cost: string | number };
      const failures = new Map(rowsOf<{ provider: string; failures: string | number }>(imageFailures).map((r) => [r.provider, Number(r.failures)]));
      const toRow = (kind: 'images' | 'videos', r: Row, failed: number) => {
        const outputs = Number(r.outputs);
        return {
          kind,
          provider: r.provider,
          model: r.model,
          outputs,
          failures: failed,
          errorRate: outputs + failed === 0 ? 0 : Math.round((failed / (outputs + failed)) * 10_000) / 10_000,
          latencyP50Ms: r.p50 == null ? null : Math.round(Number(r.p50)),
          latencyP95Ms: r.p95 == null ? null : Math.round(Number(r.p95)),
          costUsd: Math.round(Number(r.cost) * 1e6) / 1e6,
        };
      };
      const rows: ProviderMetrics['rows'] = [];
      for (const r of rowsOf<Row>(imageRows)) {
        rows.push(toRow('images', r, failures.get(r.provider) ?? 0));
        failures.delete(r.provider);
      }
      // Engines that only failed in the window.
      for (const [provider, failed] of failures) rows.push(toRow('images', { provider, model: null, outputs: 0, p50: null, p95: null, cost: 0 }, failed));
      for (const r of rowsOf<Row>(videoRows)) rows.push(toRow('videos', r, Number(r.failures ?? 0)));
      return { days, rows };
    },
  };
}
