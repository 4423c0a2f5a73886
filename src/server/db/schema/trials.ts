/**
 * Free trials of paid plans (services/trials.ts): one per user and one per email address, ever. A
 * row outlives its account (user_id set null on deletion) so that the address, kept only as a
 * SHA-256 hash of its normalised form, cannot start a second trial from a new account.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { subscriptionTier } from './subscribers';

export const TRIAL_OUTCOMES = ['expired', 'converted'] as const;

export const trials = pgTable(
  'trials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .unique()
      .references(() => user.id, { onDelete: 'set null' }),
    /** SHA-256 (hex) of the address, trimmed and lower-cased, at the trial's start. */
    emailHash: text('email_hash').notNull().unique(),
    tier: subscriptionTier('tier').notNull(),
    /** Credits granted at the start (the plan's trialCredits then). */
    credits: integer('credits').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the 'ends tomorrow' email went out. */
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    /** 'expired': ended unpaid (its unspent credits taken back); 'converted': a paid subscription followed. */
    outcome: text('outcome', { enum: TRIAL_OUTCOMES }),
    /** Credits taken back at the end. */
    creditsTakenBack: integer('credits_taken_back'),
  },
  (t) => [check('trials_credits_non_negative', sql`${t.credits} >= 0`)],
);
