/**
 * Live progress of a generation: the three stages of the create flow ('Analyzing image',
 * 'Generating scenarios', 'Generating images') with the current one highlighted, and a progress bar.
 */
import { Check, ImageIcon, Lightbulb, ScanSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Progress } from '@web/components/ui/progress';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/utils';
import type { GenerationStage } from './api';

const STAGES = [
  { key: 'analyzing_image', icon: ScanSearch },
  { key: 'generating_scenarios', icon: Lightbulb },
  { key: 'generating_images', icon: ImageIcon },
] as const;

/** Position of a stage in the list (queued before the first, done after the last). */
function stageIndex(stage: GenerationStage): number {
  if (stage === 'queued') return -1;
  if (stage === 'done') return STAGES.length;
  return STAGES.findIndex((s) => s.key === stage);
}

export type GenerationProgressProps = {
  stage: GenerationStage;
  progress: number;
  count: number;
};

/** Stage list, current stage text and a 0-100 progress bar. */
export function GenerationProgress({ stage, progress, count }: GenerationProgressProps) {
  const { t } = useTranslation('create');
  const current = stageIndex(stage);
  const pct = Math.round(Math.min(100, Math.max(0, progress)));
  const heading = stage === 'queued' ? t('progress.queued') : stage === 'done' ? t('progress.done') : t(`progress.stages.${stage}`);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-8 py-6 text-center sm:py-10">
      <div className="relative flex size-20 items-center justify-center">
        <span className="absolute inset-0 animate-ping rounded-full bg-primary/15 [animation-duration:2s]" aria-hidden />
        <span className="relative flex size-20 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Spinner className="size-8" />
        </span>
      </div>
      <div className="space-y-2" aria-live="polite">
        <h2 className="text-2xl font-semibold tracking-tight" data-testid="progress-stage">{heading}</h2>
        <p className="text-sm text-muted-foreground">{t('progress.subtitle', { count })}</p>
      </div>
      <div className="w-full space-y-2">
        <Progress value={pct} aria-label={t('progress.label')} />
        <p className="text-right text-xs tabular-nums text-muted-foreground">{t('progress.percent', { value: pct })}</p>
      </div>
      <ol className="grid w-full gap-2 text-left sm:grid-cols-3">
        {STAGES.map(({ key, icon: Icon }, i) => {
          const state = i < current ? 'done' : i === current ? 'active' : 'pending';
          return (
            <li
              key={key}
              aria-current={state === 'active' ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2.5 rounded-lg border px-3 py-2.5 text-sm transition-colors',
                state === 'active' && 'border-primary/50 bg-accent text-accent-foreground',
                state === 'done' && 'text-foreground',
                state === 'pending' && 'text-muted-foreground',
              )}
            >
              <span
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full',
                  state === 'done' && 'bg-success/15 text-success',
                  state === 'active' && 'bg-primary text-primary-foreground',
                  state === 'pending' && 'bg-muted',
                )}
              >
                {state === 'done' ? <Check className="size-3.5" aria-hidden /> : <Icon className="size-3.5" aria-hidden />}
              </span>
              <span className="leading-tight">{t(`progress.stages.${key}`)}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
