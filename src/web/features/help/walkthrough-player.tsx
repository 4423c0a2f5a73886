/**
 * One walkthrough of /help/tutorials: the recording of the app in the interface language (English
 * when that language has none), with captions in the five languages (<track>, the interface
 * language's on by default), its chapters as buttons that play from their start, and the
 * transcript (every caption with its time, the one playing marked). Times come from the shared
 * timeline of src/shared/walkthroughs.ts, which every recording and caption file follows.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@shared/catalog';
import { clockTime, WALKTHROUGH_SIZE, walkthroughChapters, walkthroughCues, walkthroughSeconds } from '@shared/walkthroughs';
import { cn } from '@web/lib/utils';
import { walkthroughMedia } from './help-media';

/** Names of the languages in themselves, for the captions menu. */
export const LANGUAGE_NAMES: Record<string, string> = { pt: 'Português', en: 'English', fr: 'Français', es: 'Español', de: 'Deutsch' };

/** A time-stamped button that plays the video from `start` (seconds). */
function SeekButton({ start, active, label, onSeek }: { start: number; active: boolean; label: string; onSeek: (start: number) => void }) {
  const { t } = useTranslation('help');
  return (
    <button
      type="button"
      onClick={() => onSeek(start)}
      aria-current={active ? 'true' : undefined}
      aria-label={`${label} · ${t('tutorials.jumpTo', { time: clockTime(start) })}`}
      className={cn(
        'flex w-full items-baseline gap-3 rounded-md px-2 py-1.5 text-left text-sm transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        active && 'bg-primary/10 text-foreground dark:bg-indigo-400/15',
      )}
    >
      <span className="w-9 shrink-0 text-xs text-muted-foreground tabular-nums">{clockTime(start)}</span>
      <span className={cn('text-pretty', active ? 'font-medium' : 'text-muted-foreground')}>{label}</span>
    </button>
  );
}

/** The walkthrough `id`: player, chapters and transcript. */
export function WalkthroughPlayer({ id }: { id: string }) {
  const { t, i18n } = useTranslation('help');
  const language = i18n.resolvedLanguage ?? 'pt';
  const media = walkthroughMedia(id, language);
  const video = useRef<HTMLVideoElement>(null);
  // Where the video is (seconds); nothing is marked before it is played or a time is chosen.
  const [now, setNow] = useState(-1);
  if (!media.video) return null;
  const chapters = walkthroughChapters(id);
  const cues = walkthroughCues(id);
  const base = `walkthroughs.items.${id}`;
  const seek = (start: number) => {
    const el = video.current;
    if (!el) return;
    el.currentTime = start;
    setNow(start);
    void el.play().catch(() => undefined);
  };
  const playing = (c: { start: number; end: number }) => now >= c.start && now < c.end;
  return (
    <article className="space-y-4" data-testid={`walkthrough-${id}`} aria-labelledby={`walkthrough-${id}-title`}>
      <div className="space-y-1">
        <h3 id={`walkthrough-${id}-title`} className="flex items-baseline justify-between gap-3 text-lg font-semibold">
          {t(`${base}.title`)}
          <span className="shrink-0 text-xs font-normal text-muted-foreground tabular-nums">{clockTime(walkthroughSeconds(id))}</span>
        </h3>
        <p className="text-sm text-pretty text-muted-foreground">{t(`${base}.body`)}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_14rem]">
        <div className="overflow-hidden rounded-xl border bg-black shadow-sm">
          {/* key: a new language re-creates the element, so the recording and the default track follow it */}
          <video
            key={language}
            ref={video}
            controls
            preload="metadata"
            playsInline
            poster={media.poster ?? undefined}
            width={WALKTHROUGH_SIZE.width}
            height={WALKTHROUGH_SIZE.height}
            lang={media.language}
            onTimeUpdate={(e) => setNow(e.currentTarget.currentTime)}
            className="block aspect-[16/10] h-auto w-full"
          >
            <source src={media.video} type="video/mp4" />
            {LANGUAGES.filter((lng) => media.captions[lng]).map((lng) => (
              <track key={lng} kind="captions" src={media.captions[lng]} srcLang={lng} label={LANGUAGE_NAMES[lng]} default={lng === language} />
            ))}
            {t('tutorials.unsupported')}
          </video>
        </div>
        <nav aria-label={`${t('tutorials.chapters')}: ${t(`${base}.title`)}`}>
          <h4 className="mb-1 px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('tutorials.chapters')}</h4>
          <ol className="space-y-0.5" data-testid="walkthrough-chapters">
            {chapters.map((c) => (
              <li key={c.key}>
                <SeekButton start={c.start} active={playing(c)} label={t(`${base}.chapters.${c.key}`)} onSeek={seek} />
              </li>
            ))}
          </ol>
        </nav>
      </div>
      <details className="group rounded-xl border bg-muted/20 px-3 py-2">
        <summary className="cursor-pointer px-1 py-1 text-sm font-medium select-none">{t('tutorials.transcript')}</summary>
        <ol className="mt-2 space-y-0.5" data-testid="walkthrough-transcript">
          {cues.map((c) => (
            <li key={c.key}>
              <SeekButton start={c.start} active={playing(c)} label={t(`${base}.steps.${c.key}`)} onSeek={seek} />
            </li>
          ))}
        </ol>
      </details>
    </article>
  );
}
