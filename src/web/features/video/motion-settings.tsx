/**
 * Step 2 of the video creator: the motion prompt (suggested from the image, editable, at most 500
 * characters), duration (5 or 10 s) and aspect ratio (visual chips).
 */
import { RefreshCw, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { ToggleGroup, ToggleGroupItem } from '@web/components/ui/toggle-group';
import { cn } from '@web/lib/utils';
import { MOTION_PROMPT_MAX, VIDEO_ASPECT_RATIOS, VIDEO_DURATIONS, type VideoAspectRatio, type VideoDuration } from './api';

/** Box of an aspect-ratio chip's drawing, in px. */
const RATIO_BOX: Record<VideoAspectRatio, string> = {
  '16:9': 'h-[18px] w-8',
  '9:16': 'h-8 w-[18px]',
  '1:1': 'size-6',
};

export type MotionSettingsProps = {
  prompt: string;
  onPrompt: (value: string) => void;
  suggesting: boolean;
  onSuggest: () => void;
  suggestFailed: boolean;
  durationSeconds: VideoDuration;
  onDuration: (value: VideoDuration) => void;
  aspectRatio: VideoAspectRatio;
  onAspectRatio: (value: VideoAspectRatio) => void;
  disabled?: boolean;
};

/** Motion prompt, duration and aspect ratio inputs. */
export function MotionSettings(props: MotionSettingsProps) {
  const { prompt, onPrompt, suggesting, onSuggest, suggestFailed, durationSeconds, onDuration, aspectRatio, onAspectRatio, disabled = false } = props;
  const { t } = useTranslation('video');
  const promptId = useId();
  const counterId = useId();
  const near = prompt.length > MOTION_PROMPT_MAX - 50;
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <div className="flex items-end justify-between gap-3">
          <Label htmlFor={promptId}>{t('settings.prompt')}</Label>
          <button
            type="button"
            onClick={onSuggest}
            disabled={suggesting || disabled}
            className="inline-flex items-center gap-1.5 rounded-md px-1.5 py-1 text-xs font-medium text-primary outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-60"
          >
            {suggesting ? <Spinner className="size-3.5" /> : prompt ? <RefreshCw className="size-3.5" aria-hidden /> : <Sparkles className="size-3.5" aria-hidden />}
            {suggesting ? t('settings.suggesting') : t('settings.suggest')}
          </button>
        </div>
        <div className="relative">
          <Textarea
            id={promptId}
            value={prompt}
            onChange={(e) => onPrompt(e.target.value.slice(0, MOTION_PROMPT_MAX))}
            maxLength={MOTION_PROMPT_MAX}
            rows={4}
            disabled={disabled}
            placeholder={suggesting ? t('settings.suggestingPlaceholder') : t('settings.promptPlaceholder')}
            aria-describedby={counterId}
            aria-busy={suggesting}
            className={cn('min-h-28 resize-y pb-7', suggesting && !prompt && 'animate-pulse')}
          />
          <span
            id={counterId}
            className={cn('pointer-events-none absolute right-3 bottom-2 text-xs tabular-nums text-muted-foreground', near && 'text-amber-600 dark:text-amber-400')}
            aria-live="polite"
          >
            {t('settings.counter', { length: prompt.length, max: MOTION_PROMPT_MAX })}
          </span>
        </div>
        <p className={cn('text-xs', suggestFailed ? 'text-destructive' : 'text-muted-foreground')}>
          {suggestFailed ? t('settings.suggestFailed') : t('settings.promptHint')}
        </p>
      </div>

      <div className="grid gap-6">
        <fieldset className="space-y-2" disabled={disabled}>
          <legend className="mb-2 text-sm font-medium">{t('settings.duration')}</legend>
          <ToggleGroup
            type="single"
            value={String(durationSeconds)}
            onValueChange={(v) => v && onDuration(Number(v) as VideoDuration)}
            aria-label={t('settings.duration')}
            className="h-11 w-full"
          >
            {VIDEO_DURATIONS.map((d) => (
              <ToggleGroupItem key={d} value={String(d)} className="tabular-nums">
                {t('settings.seconds', { value: d })}
              </ToggleGroupItem>
            ))}
          </ToggleGroup>
        </fieldset>
        <fieldset className="space-y-2" disabled={disabled}>
          <legend className="mb-2 text-sm font-medium">{t('settings.aspectRatio')}</legend>
          <ToggleGroup
            type="single"
            value={aspectRatio}
            onValueChange={(v) => v && onAspectRatio(v as VideoAspectRatio)}
            aria-label={t('settings.aspectRatio')}
            className="grid h-auto w-full grid-cols-3 gap-2 bg-transparent p-0"
          >
            {VIDEO_ASPECT_RATIOS.map((r) => (
              <ToggleGroupItem
                key={r}
                value={r}
                aria-label={t(`settings.ratios.${ratioKey(r)}`)}
                className="flex h-auto flex-col gap-1.5 rounded-lg border bg-background px-2 py-2.5 data-[state=on]:border-primary data-[state=on]:bg-accent data-[state=on]:text-accent-foreground data-[state=on]:shadow-none data-[state=on]:ring-1 data-[state=on]:ring-primary dark:bg-input/20 dark:data-[state=on]:bg-accent"
              >
                <span className="flex h-8 items-center justify-center" aria-hidden>
                  <span className={cn('rounded-[3px] border-2 border-current', RATIO_BOX[r])} />
                </span>
                <span className="text-sm font-semibold tabular-nums">{r}</span>
                <span className="text-[11px] leading-none font-normal text-muted-foreground">{t(`settings.ratioUse.${ratioKey(r)}`)}</span>
              </ToggleGroupItem>
            ))}
          </ToggleGroup>
        </fieldset>
      </div>
    </div>
  );
}

/** Locale key of an aspect ratio. */
export function ratioKey(r: VideoAspectRatio): 'landscape' | 'portrait' | 'square' {
  return r === '16:9' ? 'landscape' : r === '9:16' ? 'portrait' : 'square';
}
