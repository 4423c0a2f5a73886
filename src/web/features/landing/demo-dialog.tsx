/**
 * The guided demo behind 'Watch Demo': a dialog with a walkthrough of the creation
 * flow on real images (upload, describe, pick a scenario, results), in a phone frame under 768px and
 * a desktop window otherwise. It plays on its own (one step every DEMO_STEP_MS; paused from the start
 * when reduced motion is asked for), with previous/next, a pause button and one dot per step.
 */
import { ArrowRight, Check, ChevronLeft, ChevronRight, Download, ImageUp, Pause, Play, Sparkles, Wand2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { useIsMobile } from '@web/hooks/use-mobile';
import { cn } from '@web/lib/utils';
import { landingImage } from './images';
import { useReducedMotion, useRotatingIndex } from './motion';

/** Time on each step while playing. */
export const DEMO_STEP_MS = 4000;
export const DEMO_STEPS = ['upload', 'describe', 'scenario', 'results'] as const;
type DemoStep = (typeof DEMO_STEPS)[number];

const SCENARIOS = [
  { key: 'morning', file: 'coffee-1.webp' },
  { key: 'cafe', file: 'coffee-2.webp' },
  { key: 'shelf', file: 'coffee-3.webp' },
  { key: 'night', file: 'coffee-4.webp' },
] as const;
const RESULTS = ['coffee-1.webp', 'coffee-4.webp', 'coffee-2.webp'] as const;

function Thumb({ file, className, alt = '' }: { file: string; className?: string; alt?: string }) {
  const img = landingImage(file);
  return <img src={img.src} width={img.width} height={img.height} alt={alt} decoding="async" className={cn('object-cover', className)} />;
}

/** A fake control (the demo is an illustration: nothing in it is interactive). */
function FakeButton({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex items-center justify-center gap-1.5 rounded-lg bg-primary px-3 py-2 text-xs font-medium text-primary-foreground [&_svg]:size-3.5', className)}>
      {children}
    </span>
  );
}

function Stage({ step, compact }: { step: DemoStep; compact: boolean }) {
  const { t } = useTranslation('home');
  switch (step) {
    case 'upload':
      return (
        <div className="flex h-full flex-col gap-3">
          <div className="relative flex flex-1 flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-primary/40 bg-primary/5 p-4">
            <Thumb file="coffee-before.webp" className="aspect-[3/2] w-full max-w-64 rounded-lg shadow-md motion-safe:animate-[landing-rise_700ms_ease-out_both]" />
            <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <ImageUp className="size-3.5" aria-hidden />
              {t('landing.demo.uploadHint')}
            </p>
          </div>
          <div className="rounded-lg border bg-card p-2.5 text-xs">
            <div className="flex items-center justify-between gap-2">
              <span className="truncate font-medium">espresso.png</span>
              <span className="flex items-center gap-1 text-emerald-600 dark:text-emerald-400">
                <Check className="size-3.5" aria-hidden />
                {t('landing.demo.uploaded')}
              </span>
            </div>
            <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-muted">
              <div className="h-full w-full origin-left rounded-full bg-primary motion-safe:animate-[landing-grow_1200ms_ease-out_both]" />
            </div>
          </div>
        </div>
      );
    case 'describe':
      return (
        <div className={cn('grid h-full content-start gap-3', !compact && 'grid-cols-[10rem_1fr]')}>
          <Thumb file="coffee-before.webp" className={cn('w-full rounded-lg', compact ? 'h-20' : 'aspect-square')} />
          <div className="space-y-3 text-xs">
            {(['features', 'audience'] as const).map((field, i) => (
              <div key={field} className="space-y-1">
                <p className="font-medium">{t(`landing.demo.${field}Label`)}</p>
                <p
                  className="rounded-lg border bg-background px-2.5 py-2 text-muted-foreground motion-safe:animate-[landing-rise_500ms_ease-out_both]"
                  style={{ animationDelay: `${i * 350}ms` }}
                >
                  {t(`landing.demo.${field}Value`)}
                </p>
              </div>
            ))}
            <FakeButton>
              <Sparkles aria-hidden />
              {t('landing.demo.getIdeas')}
            </FakeButton>
          </div>
        </div>
      );
    case 'scenario':
      return (
        <div className="grid h-full grid-cols-2 grid-rows-2 gap-2.5">
          {SCENARIOS.map(({ key, file }, i) => (
            <div
              key={key}
              className={cn(
                'relative flex min-h-0 flex-col overflow-hidden rounded-lg border bg-card motion-safe:animate-[landing-rise_500ms_ease-out_both]',
                i === 0 && 'border-primary ring-2 ring-primary',
              )}
              style={{ animationDelay: `${i * 120}ms` }}
            >
              <Thumb file={file} className="min-h-0 w-full flex-1" />
              <p className="truncate px-2 py-1.5 text-[11px] font-medium">{t(`landing.demo.scenarios.${key}`)}</p>
              {i === 0 && (
                <span className="absolute top-1.5 right-1.5 flex size-5 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Check className="size-3" aria-hidden />
                </span>
              )}
            </div>
          ))}
        </div>
      );
    case 'results':
      return (
        <div className="flex h-full flex-col gap-3">
          <div className={cn('grid min-h-0 flex-1 gap-2.5', compact ? 'grid-cols-2 grid-rows-2' : 'grid-cols-3')}>
            {RESULTS.map((file, i) => (
              <Thumb
                key={file}
                file={file}
                className={cn(
                  'size-full min-h-0 rounded-lg shadow-sm motion-safe:animate-[landing-rise_600ms_ease-out_both]',
                  compact && i === 0 && 'col-span-2',
                )}
              />
            ))}
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
            <span className="flex items-center gap-1 font-medium text-emerald-600 dark:text-emerald-400">
              <Check className="size-3.5" aria-hidden />
              {t('landing.demo.ready')}
            </span>
            <FakeButton>
              <Download aria-hidden />
              {t('landing.demo.downloadAll')}
            </FakeButton>
          </div>
        </div>
      );
  }
}

/** Desktop: a browser window with the step list beside the screen. */
function DesktopFrame({ step, index, onPick }: { step: DemoStep; index: number; onPick: (i: number) => void }) {
  const { t } = useTranslation('home');
  return (
    <div className="overflow-hidden rounded-xl border bg-muted/40 shadow-inner" data-testid="demo-desktop">
      <div className="flex items-center gap-2 border-b bg-card px-3 py-2" aria-hidden>
        <span className="size-2.5 rounded-full bg-red-400" />
        <span className="size-2.5 rounded-full bg-amber-400" />
        <span className="size-2.5 rounded-full bg-emerald-400" />
        <span className="ml-3 flex-1 truncate rounded-md bg-muted px-3 py-1 text-[11px] text-muted-foreground">vitrine / create / ugc</span>
      </div>
      <div className="grid grid-cols-[13rem_1fr]">
        <ol className="space-y-1 border-r bg-card/60 p-3">
          {DEMO_STEPS.map((s, i) => (
            <li key={s}>
              <button
                type="button"
                onClick={() => onPick(i)}
                aria-current={i === index ? 'step' : undefined}
                className={cn(
                  'flex w-full items-center gap-2.5 rounded-lg px-2.5 py-2 text-left text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  i === index ? 'bg-primary/10 font-medium text-foreground' : 'text-muted-foreground hover:bg-accent',
                )}
              >
                <span
                  className={cn(
                    'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs',
                    i < index && 'border-primary bg-primary text-primary-foreground',
                    i === index && 'border-primary text-primary',
                  )}
                >
                  {i < index ? <Check className="size-3.5" aria-hidden /> : i + 1}
                </span>
                {t(`landing.demo.steps.${s}.title`)}
              </button>
            </li>
          ))}
        </ol>
        <div className="h-[22rem] p-4" key={step}>
          <Stage step={step} compact={false} />
        </div>
      </div>
    </div>
  );
}

/** Phone: a handset frame with the screen only. */
function MobileFrame({ step }: { step: DemoStep }) {
  return (
    <div className="mx-auto w-full max-w-[17.5rem] rounded-[2.2rem] border-[6px] border-neutral-900 bg-background p-2 shadow-xl dark:border-neutral-700" data-testid="demo-mobile">
      <div className="mx-auto mb-2 h-1.5 w-16 rounded-full bg-neutral-900/80 dark:bg-neutral-600" aria-hidden />
      <div className="h-[19rem] overflow-hidden p-1.5" key={step}>
        <Stage step={step} compact />
      </div>
    </div>
  );
}

export type DemoDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
  /** Force a variant (tests); by default it follows the viewport. */
  variant?: 'mobile' | 'desktop';
};

export function DemoDialog({ open, onOpenChange, onCloseAutoFocus, variant }: DemoDialogProps) {
  const { t } = useTranslation('home');
  const mobile = useIsMobile();
  const reduced = useReducedMotion();
  const [playing, setPlaying] = useState(!reduced);
  const [index, setIndex] = useRotatingIndex(DEMO_STEPS.length, DEMO_STEP_MS, !playing || !open);
  const step = DEMO_STEPS[index]!;
  const kind = variant ?? (mobile ? 'mobile' : 'desktop');
  const go = (i: number) => setIndex((i + DEMO_STEPS.length) % DEMO_STEPS.length);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('landing.demo.close')}
        onCloseAutoFocus={onCloseAutoFocus}
        className={cn('gap-5', kind === 'desktop' ? 'max-w-4xl' : 'max-w-md p-5')}
        data-testid="demo-dialog"
      >
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Wand2 className="size-5 text-primary" aria-hidden />
            {t('landing.demo.title')}
          </DialogTitle>
          <DialogDescription>{t('landing.demo.description')}</DialogDescription>
        </DialogHeader>

        {kind === 'desktop' ? <DesktopFrame step={step} index={index} onPick={go} /> : <MobileFrame step={step} />}

        <div aria-live="polite" className="min-h-[3.5rem] space-y-1" data-testid="demo-step">
          <p className="text-xs font-medium text-primary">{t('landing.demo.stepOf', { current: index + 1, total: DEMO_STEPS.length })}</p>
          <p className="font-semibold">{t(`landing.demo.steps.${step}.title`)}</p>
          <p className="text-sm text-pretty text-muted-foreground">{t(`landing.demo.steps.${step}.body`)}</p>
        </div>

        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-1.5">
            {DEMO_STEPS.map((s, i) => (
              <button
                key={s}
                type="button"
                onClick={() => go(i)}
                aria-label={t('landing.demo.goTo', { n: i + 1 })}
                aria-current={i === index ? 'step' : undefined}
                className="flex size-6 items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className={cn('h-2 rounded-full transition-all', i === index ? 'w-5 bg-primary' : 'w-2 bg-muted-foreground/40')} />
              </button>
            ))}
          </div>
          <div className="flex items-center gap-2">
            <Button variant="outline" size="icon" onClick={() => go(index - 1)} aria-label={t('landing.demo.previous')}>
              <ChevronLeft aria-hidden />
            </Button>
            <Button variant="outline" size="icon" onClick={() => setPlaying((p) => !p)} aria-label={playing ? t('landing.demo.pause') : t('landing.demo.play')}>
              {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
            </Button>
            {index < DEMO_STEPS.length - 1 ? (
              <Button onClick={() => go(index + 1)}>
                {t('landing.demo.next')}
                <ChevronRight aria-hidden />
              </Button>
            ) : (
              <Button asChild>
                <Link to="/signup" onClick={() => onOpenChange(false)}>
                  {t('common:actions.startCreatingFree')}
                  <ArrowRight aria-hidden />
                </Link>
              </Button>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Default export for the lazy import. */
export default DemoDialog;
