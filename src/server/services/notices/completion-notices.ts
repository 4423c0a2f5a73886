/**
 * 'Generation complete' emails: sent when
 * a generation or a video finishes after the user left its page.
 *
 * How the server knows the user left: while the page of a generation or video is open it sends a
 * 'watching' heartbeat (PUT /me/watching) every WATCH_HEARTBEAT_S (10 s), and once more as soon as
 * it shows the finished result. When the render job finishes, a 'completion-notice' job is queued to
 * run WATCH_GRACE_S (20 s) later; it sends the email only when no heartbeat arrived at or after the
 * moment the work finished, i.e. nobody had the page open to see the result. A page left open in a
 * background tab keeps polling, so it counts as watching. The email goes once per generation or
 * video (sent_notices), only for work that produced something, and only with the toggle on.
 */
import { and, eq, gte, lt } from 'drizzle-orm';
import { WATCH_HEARTBEAT_S, type WatchKind } from '../../../shared/contracts/notifications';
import { generatedImages, generations, videos, watchHeartbeats } from '../../db/schema';
import { translator } from '../../i18n';
import { DomainError } from '../domain-error';
import { noticeEmail } from './notice-email';
import { recipientOf, sendOnce, toggleFooter, type NoticeDeps } from './notice-deps';

/** Seconds after a finish before the check runs: two heartbeat periods. */
export const WATCH_GRACE_S = 2 * WATCH_HEARTBEAT_S;

/** Hours after which heartbeats are forgotten. */
export const HEARTBEAT_RETENTION_H = 24;

/** What the check found: whether an email went out and why not. */
export type CompletionOutcome = 'sent' | 'watched' | 'not-finished' | 'nothing-made' | 'off' | 'already-sent' | 'gone';

interface Finished {
  userId: string;
  finishedAt: Date | null;
  done: boolean;
  produced: boolean;
  title: string;
  made: number;
  refunded: number;
}

export function createCompletionNotices(deps: NoticeDeps) {
  const { db } = deps;

  async function load(kind: WatchKind, id: string): Promise<Finished | null> {
    if (kind === 'generation') {
      const [g] = await db.select().from(generations).where(eq(generations.id, id));
      if (!g) return null;
      const images = await db.select({ title: generatedImages.scenarioTitle }).from(generatedImages).where(eq(generatedImages.generationId, id));
      return {
        userId: g.userId,
        finishedAt: g.finishedAt,
        done: g.stage === 'done',
        produced: images.length > 0,
        title: images[0]?.title ?? '',
        made: images.length,
        refunded: g.creditsRefunded,
      };
    }
    const [v] = await db.select().from(videos).where(eq(videos.id, id));
    if (!v) return null;
    return {
      userId: v.userId,
      finishedAt: v.finishedAt,
      done: v.status === 'succeeded' || v.status === 'failed',
      produced: v.status === 'succeeded',
      title: v.title ?? v.prompt.slice(0, 80),
      made: v.status === 'succeeded' ? 1 : 0,
      refunded: v.creditsRefunded,
    };
  }

  return {
    /**
     * Records that the user's page of a generation or video is open now.
     * @throws DomainError 'not_found' when the generation or video is missing or someone else's.
     */
    async heartbeat(userId: string, kind: WatchKind, id: string, now = new Date()): Promise<void> {
      const table = kind === 'generation' ? generations : videos;
      const [owned] = await db.select({ id: table.id }).from(table).where(and(eq(table.id, id), eq(table.userId, userId)));
      if (!owned) throw new DomainError('not_found');
      await db
        .insert(watchHeartbeats)
        .values({ userId, subjectKind: kind, subjectId: id, lastSeenAt: now })
        .onConflictDoUpdate({ target: [watchHeartbeats.userId, watchHeartbeats.subjectKind, watchHeartbeats.subjectId], set: { lastSeenAt: now } });
    },

    /**
     * Called when a render job returns: when the work is finished and produced something, queues
     * the check WATCH_GRACE_S later. Queue errors are thrown (the caller logs them).
     */
    async settled(kind: WatchKind, id: string): Promise<boolean> {
      const item = await load(kind, id);
      if (!item || !item.done || !item.produced) return false;
      await deps.jobs.enqueue('completion-notice', { kind, id }, { startAfterSeconds: WATCH_GRACE_S });
      return true;
    },

    /** The check (job 'completion-notice'): sends the email unless the page saw the result. */
    async check(kind: WatchKind, id: string): Promise<CompletionOutcome> {
      const item = await load(kind, id);
      if (!item) return 'gone';
      if (!item.done || !item.finishedAt) return 'not-finished';
      if (!item.produced) return 'nothing-made';
      const [seen] = await db
        .select({ at: watchHeartbeats.lastSeenAt })
        .from(watchHeartbeats)
        .where(and(eq(watchHeartbeats.userId, item.userId), eq(watchHeartbeats.subjectKind, kind), eq(watchHeartbeats.subjectId, id), gte(watchHeartbeats.lastSeenAt, item.finishedAt)));
      if (seen) return 'watched';
      if (!(await deps.choices.notifications(item.userId)).generationComplete) return 'off';
      const recipient = await recipientOf(db, item.userId);
      if (!recipient?.reachable) return 'gone';
      const sent = await sendOnce(deps, item.userId, `${kind}-complete`, id, async () => {
        const t = translator(recipient.language);
        const k = kind === 'generation' ? 'generationComplete' : 'videoComplete';
        const facts = kind === 'generation' ? [{ label: t('notices:generationComplete.made'), value: String(item.made) }] : [];
        if (kind === 'generation' && item.refunded > 0) facts.push({ label: t('notices:generationComplete.refunded'), value: String(item.refunded) });
        return noticeEmail({
          to: recipient.email,
          name: recipient.name,
          language: recipient.language,
          subject: t(`notices:${k}.subject`),
          paragraphs: [t(`notices:${k}.body`, { title: item.title })],
          facts,
          button: { label: t(`notices:${k}.button`), url: kind === 'generation' ? `${deps.publicUrl}/library` : `${deps.publicUrl}/videos` },
          footer: toggleFooter(deps, recipient, 'generationComplete'),
        });
      });
      if (sent) deps.logger.info({ userId: item.userId, kind, id }, 'completion email sent');
      return sent ? 'sent' : 'already-sent';
    },

    /** Forgets heartbeats older than HEARTBEAT_RETENTION_H. Output: rows removed. */
    async purgeHeartbeats(now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - HEARTBEAT_RETENTION_H * 3600_000);
      const removed = await db.delete(watchHeartbeats).where(lt(watchHeartbeats.lastSeenAt, cutoff)).returning({ id: watchHeartbeats.subjectId });
      return removed.length;
    },
  };
}

export type CompletionNotices = ReturnType<typeof createCompletionNotices>;
