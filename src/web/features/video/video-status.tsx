/**
 * Live state of a video job: a stage line from the server's stage (known names are translated, any
 * other falls back to the status), a 0-100 progress bar, and the job's failed state with its refund.
 */
import { AlertTriangle, Clapperboard } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Progress } from '@web/components/ui/progress';
import { cn } from '@web/lib/utils';
import type { Video, VideoAspectRatio } from './api';

/** Stage names the UI has words for. */
/** The server's stages (src/server/db/schema/videos.ts VIDEO_STAGES). */
const KNOWN_STAGES = ['queued', 'preparing', 'rendering', 'saving', 'done'] as const;

/** The translated stage line of a video job. */
export function stageText(t: TFunction<'video'>, video: Pick<Video, 'status' | 'stage'> | undefined): string {
  const stage = video?.stage ?? '';
  if ((KNOWN_STAGES as readonly string[]).includes(stage)) return t(`stages.${stage as (typeof KNOWN_STAGES)[number]}`);
  if (!video || video.status === 'queued') return t('stages.queued');
  if (video.status === 'succeeded') return t('stages.done');
  return t('stages.rendering');
}

/** Clamped, rounded percentage. */
export function percentOf(progress: number | undefined): number {
  return Math.round(Math.min(100, Math.max(0, progress ?? 0)));
}

export type VideoProgressProps = {
  video: Video | undefined;
  /** Thumbnail of the still being animated. */
  stillUrl?: string | null;
  /** Frame to show before the first answer arrives. */
  aspectRatio?: VideoAspectRatio;
  className?: string;
};

/** The rendering screen: the still in the chosen frame revealed in colour as it renders, stage text and progress. */
export function VideoProgress({ video, stillUrl, aspectRatio = '16:9', className }: VideoProgressProps) {
  const { t } = useTranslation('video');
  const pct = percentOf(video?.progress);
  const [w, h] = (video?.aspectRatio ?? aspectRatio).split(':').map(Number) as [number, number];
  return (
    <div className={cn('mx-auto flex w-full max-w-xl flex-col items-center gap-7 py-4 text-center sm:py-8', className)}>
      <div
        className="relative flex max-h-72 w-full max-w-md items-center justify-center overflow-hidden rounded-xl border bg-muted shadow-sm"
        style={{ aspectRatio: `${w} / ${h}`, maxWidth: h > w ? '11rem' : h === w ? '18rem' : undefined }}
      >
        {stillUrl ? (
          <>
            {/* The still in grey, revealed in colour as the render advances. */}
            <img src={stillUrl} alt="" className="absolute inset-0 size-full object-cover opacity-60 grayscale" />
            <img
              src={stillUrl}
              alt=""
              className="absolute inset-0 size-full object-cover transition-[clip-path] duration-700 ease-out"
              style={{ clipPath: `inset(0 ${100 - pct}% 0 0)` }}
            />
            <span
              className="absolute inset-y-0 w-0.5 bg-white/90 shadow-[0_0_12px_2px_rgb(255_255_255/0.6)] transition-[left] duration-700 ease-out"
              style={{ left: `${pct}%` }}
              aria-hidden
            />
          </>
        ) : (
          <Clapperboard className="size-10 animate-pulse text-muted-foreground" aria-hidden />
        )}
      </div>
      <div className="space-y-2" aria-live="polite">
        <h2 className="text-2xl font-semibold tracking-tight" data-testid="video-stage">{stageText(t, video)}</h2>
        <p className="text-sm text-muted-foreground">{t('progress.subtitle')}</p>
      </div>
      <div className="w-full space-y-2">
        <Progress value={pct} aria-label={t('progress.label')} />
        <div className="flex justify-between text-xs text-muted-foreground">
          <span>{video ? t('progress.spec', { seconds: video.durationSeconds, ratio: video.aspectRatio }) : ''}</span>
          <span className="tabular-nums">{t('progress.percent', { value: pct })}</span>
        </div>
      </div>
    </div>
  );
}

/** A failed job: the reason and the refunded credits. */
export function VideoFailed({ video }: { video: Video }) {
  const { t } = useTranslation('video');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-6 text-center" role="alert">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
        <AlertTriangle className="size-7" aria-hidden />
      </span>
      <div className="space-y-1.5">
        <h2 className="text-xl font-semibold tracking-tight">{t('failed.title')}</h2>
        <p className="text-sm text-muted-foreground" data-testid="video-failed-message">
          {video.creditsRefunded > 0 ? t('failed.refunded', { count: video.creditsRefunded }) : t('failed.body')}
        </p>
      </div>
    </div>
  );
}
