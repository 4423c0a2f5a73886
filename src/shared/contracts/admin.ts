/**
 * Contract of the admin area (admin role only, checked on the server for every route):
 * provider health and metrics, the overview, users and their actions, jobs, and the audit log.
 */
import { z } from 'zod';
import { TIERS } from '../catalog';
import { LANGUAGES } from '../catalog';
import { safeText } from '../safe-text';
import { CREDIT_REASONS } from './billing';
import { cursorSchema } from './common';
import { TICKET_CATEGORIES, TICKET_STATUSES, ticketMessageSchema } from './support';

/** One AI engine's configuration and the result of one cheap test call. */
export const providerCheckSchema = z
  .object({
    kind: z.enum(['scenarios', 'images', 'videos']),
    provider: z.string().meta({ description: "'local', 'openai', 'gemini' or 'fal'" }),
    model: z.string().meta({ description: "Vendor model id, or the local engine's description" }),
    endpoint: z.string().nullable().meta({ description: 'Base URL called, without credentials or query; null for local engines' }),
    configured: z.boolean().meta({ description: 'Everything the provider needs is set (its key)' }),
    ok: z.boolean().meta({ description: 'The cheap test call succeeded (always true for local engines)' }),
    latencyMs: z.number().int().nullable(),
    error: z.string().nullable().meta({ description: 'Why it is not ok; never contains a secret' }),
    warnings: z.array(z.string()).meta({ description: 'What the model catalogue says about the configured model: retired, deprecated, unknown, no known price' }),
  })
  .meta({ id: 'ProviderCheck' });
export type ProviderCheck = z.infer<typeof providerCheckSchema>;

/** GET /admin/providers. */
export const providerHealthSchema = z
  .object({ ok: z.boolean(), checkedAt: z.string(), providers: z.array(providerCheckSchema) })
  .meta({ id: 'ProviderHealth' });
export type ProviderHealthReport = z.infer<typeof providerHealthSchema>;

/** Every kind of admin action the audit log records. */
export const ADMIN_ACTIONS = [
  'credits.grant',
  'credits.deduct',
  'tier.complimentary',
  'user.ban',
  'user.unban',
  'user.resend_confirmation',
  'job.retry',
  'job.cancel',
  'ticket.reply',
  'ticket.close',
  'gallery.hide',
  'gallery.restore',
  'manager.assign',
  'manager.unassign',
  'refund.request',
  'refund.approve',
  'refund.decline',
  'broadcast.send',
  'broadcast.cancel',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** What an admin action is about. */
export const ADMIN_TARGET_TYPES = ['user', 'job', 'ticket', 'image', 'broadcast'] as const;
export type AdminTargetType = (typeof ADMIN_TARGET_TYPES)[number];

/** The reason an admin gives for an action: shown in the audit log (and to no one else). */
export const adminReasonSchema = z.string().trim().min(3).max(500);

/** GET /admin/session: the signed-in admin (the web app's /admin gate). */
export const adminSessionSchema = z
  .object({ id: z.string(), name: z.string(), email: z.string() })
  .meta({ id: 'AdminSession' });
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** One row of the audit log. Dates are ISO 8601. */
export const auditEntrySchema = z
  .object({
    id: z.uuid(),
    actorId: z.string(),
    actorEmail: z.string(),
    action: z.enum(ADMIN_ACTIONS),
    targetType: z.enum(ADMIN_TARGET_TYPES),
    targetId: z.string(),
    targetLabel: z.string().nullable().meta({ description: "A user's email or a ticket's '#number', when the target still exists" }),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    reason: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /admin/audit query. */
export const auditQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  targetType: z.enum(ADMIN_TARGET_TYPES).optional(),
  targetId: z.string().max(200).optional(),
});

/** GET /admin/audit. */
export const auditPageSchema = z
  .object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** A user as the admin list shows it. Dates are ISO 8601. */
export const adminUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    role: z.string(),
    banned: z.boolean(),
    tier: z.enum(TIERS).meta({ description: 'The tier whose rules apply (paid, else complimentary, else Free)' }),
    complimentaryTier: z.enum(TIERS).nullable(),
    creditsBalance: z.number().int(),
    createdAt: z.string(),
    lastActiveAt: z.string().nullable().meta({ description: 'Latest session activity, generation, video or upload' }),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /admin/users query: `q` matches email or name (case-insensitive, part of either). */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** GET /admin/users. */
export const adminUserListSchema = z
  .object({ items: z.array(adminUserSchema), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: 'AdminUserList' });
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** One ledger row of a user. */
export const adminLedgerRowSchema = z
  .object({
    id: z.uuid(),
    amount: z.number().int(),
    balanceAfter: z.number().int(),
    reason: z.enum(CREDIT_REASONS),
    reference: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminLedgerRow' });

/** An image of a generation, as the admin sees it: how its product was kept. */
export const adminGenerationImageSchema = z
  .object({
    id: z.uuid(),
    position: z.number().int(),
    engine: z.string().meta({ description: "The image engine: 'local-studio', 'openai', 'gemini', 'fal', 'comfyui'" }),
    productLocked: z.boolean().meta({ description: "The product's own pixels were composited back over the engine's output (product lock)" }),
    fidelityScore: z
      .number()
      .nullable()
      .meta({ description: '0..1: how much the product found in the output looks like its cut-out; null when the check did not run (product lock or local renderer)' }),
  })
  .meta({ id: 'AdminGenerationImage' });

/** A generation of a user, as the admin sees it. */
export const adminGenerationSchema = z
  .object({
    id: z.uuid(),
    status: z.string(),
    requestedCount: z.number().int(),
    failedCount: z.number().int(),
    creditsReserved: z.number().int(),
    creditsRefunded: z.number().int(),
    fidelityRefunds: z.number().int().meta({ description: 'Images refunded because the product changed too much in them (fidelity check)' }),
    error: z.string().nullable(),
    createdAt: z.string(),
    images: z.array(adminGenerationImageSchema).meta({ description: 'The images the generation still holds, by position' }),
  })
  .meta({ id: 'AdminGeneration' });

/** A video of a user, as the admin sees it. */
export const adminVideoSchema = z
  .object({
    id: z.uuid(),
    title: z.string().nullable(),
    status: z.string(),
    engine: z.string(),
    creditsReserved: z.number().int(),
    creditsRefunded: z.number().int(),
    error: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminVideo' });

/** A session of a user (never its token). */
export const adminUserSessionSchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    expiresAt: z.string(),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
  })
  .meta({ id: 'AdminUserSession' });

/** A support ticket in a user's page. */
export const adminUserTicketSchema = z
  .object({ id: z.uuid(), number: z.number().int(), subject: z.string(), status: z.enum(TICKET_STATUSES), createdAt: z.string() })
  .meta({ id: 'AdminUserTicket' });

/** GET /admin/users/{id}: the user, their ledger, generations, videos, tickets and sessions (newest first, up to 50 each). */
export const adminUserDetailSchema = z
  .object({
    user: adminUserSchema,
    banReason: z.string().nullable(),
    banExpires: z.string().nullable(),
    paidTier: z.enum(TIERS).meta({ description: 'The tier of a paid subscription in force, else Free' }),
    subscriptionStatus: z.string(),
    ledger: z.array(adminLedgerRowSchema),
    ledgerSum: z.number().int().meta({ description: 'Sum of every ledger row of the user; equals the balance' }),
    generations: z.array(adminGenerationSchema),
    fidelityThreshold: z.number().meta({ description: 'Fidelity scores under it were rendered once more, then refunded' }),
    videos: z.array(adminVideoSchema),
    tickets: z.array(adminUserTicketSchema),
    sessions: z.array(adminUserSessionSchema),
  })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** POST /admin/users/{id}/credits: grant (positive) or deduct (negative) whole credits. */
export const creditAdjustmentSchema = z
  .object({
    amount: z
      .number()
      .int()
      .min(-100_000)
      .max(100_000)
      .refine((n) => n !== 0, 'not zero')
      .meta({ description: 'Whole credits: positive grants, negative deducts' }),
    reason: adminReasonSchema,
    idempotencyKey: z
      .string()
      .trim()
      .min(8)
      .max(100)
      .regex(/^[A-Za-z0-9_-]+$/)
      .meta({ description: 'One per intended adjustment (the form makes one when it opens): a replay changes nothing' }),
  })
  .meta({ id: 'CreditAdjustment' });
export type CreditAdjustment = z.infer<typeof creditAdjustmentSchema>;

/** Answer of a credit adjustment. */
export const creditAdjustmentResultSchema = z
  .object({ applied: z.boolean().meta({ description: 'False when this idempotency key was applied before' }), balance: z.number().int() })
  .meta({ id: 'CreditAdjustmentResult' });

/** POST /admin/users/{id}/complimentary-tier: null removes it. */
export const complimentaryTierSchema = z
  .object({ tier: z.enum(TIERS).exclude(['Free']).nullable(), reason: adminReasonSchema })
  .meta({ id: 'ComplimentaryTierRequest' });

/** POST /admin/users/{id}/ban. */
export const banRequestSchema = z
  .object({
    reason: adminReasonSchema,
    days: z.number().int().min(1).max(3650).nullable().default(null).meta({ description: 'Length of the ban in days; null bans until unbanned' }),
  })
  .meta({ id: 'BanRequest' });

/** POST /admin/users/{id}/unban and /resend-confirmation: a reason for the audit log. */
export const reasonRequestSchema = z.object({ reason: adminReasonSchema }).meta({ id: 'ReasonRequest' });

/** The pg-boss states a job moves through. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** Counts of one queue by state. */
export const jobQueueStatsSchema = z
  .object({
    queue: z.string(),
    queued: z.number().int().meta({ description: "Waiting for a worker ('created')" }),
    running: z.number().int().meta({ description: "Held by a worker ('active')" }),
    retrying: z.number().int().meta({ description: "Failed an attempt and waiting for the next ('retry')" }),
    failed: z.number().int().meta({ description: 'Out of attempts (can be retried by an admin)' }),
    completed: z.number().int(),
    cancelled: z.number().int(),
  })
  .meta({ id: 'JobQueueStats' });

/** GET /admin/jobs/stats. */
export const jobStatsSchema = z.object({ queues: z.array(jobQueueStatsSchema) }).meta({ id: 'JobStats' });

/** A job as the admin sees it; `subject` is the row it works on (generation, video, photo), when known. */
export const adminJobSchema = z
  .object({
    id: z.uuid(),
    queue: z.string(),
    state: z.enum(JOB_STATES),
    retryCount: z.number().int(),
    retryLimit: z.number().int(),
    data: z.record(z.string(), z.unknown()).nullable(),
    error: z.string().nullable().meta({ description: 'The last error the worker reported' }),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    subject: z
      .object({ type: z.enum(['generation', 'video', 'source_image']), id: z.string(), userId: z.string().nullable(), status: z.string().nullable() })
      .nullable(),
  })
  .meta({ id: 'AdminJob' });
export type AdminJob = z.infer<typeof adminJobSchema>;

/** GET /admin/jobs query. */
export const adminJobsQuerySchema = z.object({
  queue: z.string().max(100).optional(),
  state: z.enum(JOB_STATES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** GET /admin/jobs. */
export const adminJobListSchema = z.object({ items: z.array(adminJobSchema) }).meta({ id: 'AdminJobList' });

/** Path of a job action. */
export const jobParamsSchema = z.object({ queue: z.string().min(1).max(100), id: z.uuid() });

/** Answer of a job retry or cancel. */
export const jobActionResultSchema = z
  .object({
    job: adminJobSchema,
    creditsRefunded: z.number().int().meta({ description: 'Credits given back by this cancel (0 for a retry, or when already refunded)' }),
  })
  .meta({ id: 'JobActionResult' });

/** Periods the overview covers, in days. */
export const OVERVIEW_PERIODS = [7, 30, 90] as const;

/** One day of the overview (UTC). */
export const overviewDaySchema = z
  .object({
    date: z.string().meta({ description: 'YYYY-MM-DD (UTC)' }),
    signups: z.number().int(),
    activeUsers: z.number().int().meta({ description: 'Users who signed in, uploaded, generated or made a video that day' }),
    images: z.number().int(),
    videos: z.number().int(),
    failedImages: z.number().int(),
    failedVideos: z.number().int(),
    creditsRefunded: z.number().int(),
    creditsGranted: z.number().int(),
    creditsSpent: z.number().int().meta({ description: 'Reserved less refunded' }),
    providerCostUsd: z.number().meta({ description: 'Estimated vendor cost of the outputs made that day' }),
  })
  .meta({ id: 'OverviewDay' });
export type OverviewDay = z.infer<typeof overviewDaySchema>;

/** Revenue of one tier in one currency, from verified paid invoices. */
export const revenueByTierSchema = z
  .object({ tier: z.enum(TIERS), currency: z.string(), amountMinor: z.number().int().meta({ description: 'Minor units (cents)' }), invoices: z.number().int() })
  .meta({ id: 'RevenueByTier' });

/** GET /admin/overview. */
export const overviewSchema = z
  .object({
    days: z.number().int(),
    from: z.string(),
    to: z.string(),
    series: z.array(overviewDaySchema),
    revenue: z.array(revenueByTierSchema),
    totals: z.object({ users: z.number().int(), admins: z.number().int(), banned: z.number().int(), creditsOutstanding: z.number().int() }),
  })
  .meta({ id: 'Overview' });
export type Overview = z.infer<typeof overviewSchema>;

/** GET /admin/overview query. */
export const overviewQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (OVERVIEW_PERIODS as readonly number[]).includes(d), 'one of 7, 30, 90')
    .default(30),
});

/** Recent figures of one provider and model. */
export const providerMetricsRowSchema = z
  .object({
    kind: z.enum(['images', 'videos']),
    provider: z.string(),
    model: z.string().nullable(),
    outputs: z.number().int().meta({ description: 'Outputs made' }),
    failures: z.number().int().meta({ description: 'Outputs that failed (refunded)' }),
    errorRate: z.number().min(0).max(1),
    latencyP50Ms: z.number().int().nullable(),
    latencyP95Ms: z.number().int().nullable(),
    costUsd: z.number().meta({ description: 'Estimated vendor cost of the outputs made' }),
  })
  .meta({ id: 'ProviderMetricsRow' });

/** GET /admin/providers/metrics. */
export const providerMetricsSchema = z
  .object({ days: z.number().int(), rows: z.array(providerMetricsRowSchema) })
  .meta({ id: 'ProviderMetrics' });
export type ProviderMetrics = z.infer<typeof providerMetricsSchema>;

/** A support ticket as admins list it (the table and the user side: src/shared/contracts/support.ts). */
export const adminTicketSchema = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    subject: z.string(),
    category: z.enum(TICKET_CATEGORIES),
    status: z.enum(TICKET_STATUSES),
    language: z.enum(LANGUAGES),
    createdAt: z.string(),
    updatedAt: z.string(),
    user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  })
  .meta({ id: 'AdminTicket' });
export type AdminTicket = z.infer<typeof adminTicketSchema>;

/** GET /admin/tickets query: open ones (open, in progress, answered) by default, or one status, or all. */
export const adminTicketsQuerySchema = z.object({
  status: z.enum([...TICKET_STATUSES, 'all', 'unresolved']).default('unresolved'),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** GET /admin/tickets. */
export const adminTicketListSchema = z
  .object({ items: z.array(adminTicketSchema), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: 'AdminTicketList' });

/** A message of a ticket's thread as admins see it: with the replying admin's email. */
export const adminTicketMessageSchema = ticketMessageSchema
  .extend({ adminEmail: z.string().nullable().meta({ description: "The replying admin's email (null for the user's follow-ups, or when that account is gone)" }) })
  .meta({ id: 'AdminTicketMessage' });

/**
 * GET /admin/tickets/{id}: the ticket, its first message, the rest of its thread (support's replies
 * and the user's follow-ups) and its replies and closings from the audit log, each oldest first.
 */
export const adminTicketDetailSchema = adminTicketSchema
  .extend({ message: z.string(), messages: z.array(adminTicketMessageSchema), history: z.array(auditEntrySchema) })
  .meta({ id: 'AdminTicketDetail' });
export type AdminTicketDetail = z.infer<typeof adminTicketDetailSchema>;

/** Longest reply, in characters. */
export const TICKET_REPLY_MAX = 5000;

/** POST /admin/tickets/{id}/reply: emailed to the user in the ticket's language; the ticket becomes 'answered'. */
export const ticketReplySchema = z.object({ message: safeText(TICKET_REPLY_MAX, 2) }).meta({ id: 'TicketReply' });

/** POST /admin/tickets/{id}/close. */
export const ticketCloseSchema = z.object({ reason: adminReasonSchema.optional() }).meta({ id: 'TicketClose' });
