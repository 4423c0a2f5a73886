/**
 * Step 4 of the create flow: image settings.
 * Every option comes from the shared catalog; the number of images is capped at the plan's maximum
 * (1 on Free, 3 on paid plans) as a mirror of the server's rule; each quality shows its price per
 * image from the plans data (IMAGE_CREDITS_BY_QUALITY, the prices the server reserves) and, with the
 * built-in studio renderer, the size it buys (LOCAL_RENDER_LONG_SIDE_PX), and a size the product's
 * pixels cannot fill without going soft is disabled with the reason (localQualitySupported, the
 * rule the server enforces). With a
 * hosted image engine, 'Let the AI redraw the product' (off by default: the product lock keeps the
 * product's own pixels).
 */
import { Moon, Sparkles, Sun, Sunrise, Sunset, WandSparkles } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ASPECT_RATIOS,
  OUTPUT_FORMATS,
  QUALITIES,
  ADVANCED_STYLES,
  LOCAL_MIN_PRODUCT_SHARE,
  LOCAL_RENDER_LONG_SIDE_PX,
  localQualitySupported,
  type AdvancedStyle,
  STYLES,
  TIMES_OF_DAY,
  type AspectRatio,
  type ImageSettings,
  type OutputFormat,
  type Quality,
  type Style,
  type TimeOfDay,
} from '@shared/catalog';
import { IMAGE_CREDITS_BY_QUALITY } from '@shared/plans';
import { RadioGroup, RadioGroupChip } from '@web/components/ui/radio-group';
import { Switch } from '@web/components/ui/switch';
import { cn } from '@web/lib/utils';
import { useImageEngine } from './image-engine';

const TIME_ICONS: Record<TimeOfDay, typeof Sun> = {
  natural: Sun,
  golden_hour: Sunset,
  night_light: Moon,
  soft_morning: Sunrise,
};

/** Small rectangle drawn in the proportions of an aspect ratio. */
function RatioShape({ ratio }: { ratio: AspectRatio }) {
  const [w, h] = ratio.split(':').map(Number) as [number, number];
  const box = 26;
  const scale = box / Math.max(w, h);
  return (
    <span className="flex size-7 items-center justify-center" aria-hidden>
      <span
        className="rounded-[3px] border-2 border-current opacity-80"
        style={{ width: Math.round(w * scale), height: Math.round(h * scale) }}
      />
    </span>
  );
}

function Section({ title, hint, children, labelId }: { title: string; hint?: ReactNode; children: ReactNode; labelId: string }) {
  return (
    <section className="space-y-3">
      <div className="space-y-0.5">
        <h3 id={labelId} className="text-sm font-semibold">{title}</h3>
        {hint ? <div className="text-xs text-muted-foreground">{hint}</div> : null}
      </div>
      {children}
    </section>
  );
}

export type SettingsPanelProps = {
  settings: ImageSettings;
  onChange: (settings: Partial<ImageSettings>) => void;
  /** Most images per generation the plan allows (1 on Free, 3 on paid plans). */
  maxCount: number;
  isFree: boolean;
  /** The long side of the product's box in the photo (px), once its cut-out is ready; null or absent: unknown. */
  productLongSidePx?: number | null;
};

/** All image settings of one generation. */
export function SettingsPanel({ settings, onChange, maxCount, isFree, productLongSidePx = null }: SettingsPanelProps) {
  const { t } = useTranslation('create');
  const id = useId();
  const count = Math.min(settings.count, maxCount);
  const engine = useImageEngine().data;
  const hosted = engine?.hosted === true;
  // The sizes are the built-in renderer's: shown once the engine is known to be it.
  const local = engine?.hosted === false;
  // With the built-in renderer, the smallest quality this photo's product cannot fill sharply.
  const firstTooBig = local ? QUALITIES.find((q) => !localQualitySupported(q, productLongSidePx)) : undefined;
  return (
    <div className="@container space-y-7">
      <Section title={t('settings.aspectRatio')} labelId={`${id}-ratio`}>
        <RadioGroup
          aria-labelledby={`${id}-ratio`}
          value={settings.aspectRatio}
          onValueChange={(v) => onChange({ aspectRatio: v as AspectRatio })}
          className="grid-cols-4 @lg:grid-cols-7"
        >
          {ASPECT_RATIOS.map((r) => (
            <RadioGroupChip key={r} value={r} aria-label={`${r} · ${t(`settings.ratios.${ratioKey(r)}`)}`} className="h-auto flex-col gap-1 px-1.5 py-2.5">
              <RatioShape ratio={r} />
              <span className="text-sm font-semibold tabular-nums">{r}</span>
              <span className="line-clamp-1 text-[11px] font-normal text-muted-foreground">{t(`settings.ratios.${ratioKey(r)}`)}</span>
            </RadioGroupChip>
          ))}
        </RadioGroup>
      </Section>

      <div className="grid gap-7 @lg:grid-cols-2">
        <Section
          title={t('settings.quality')}
          labelId={`${id}-quality`}
          hint={
            <>
              <p>{local ? t('settings.qualityHintLocal', LOCAL_RENDER_LONG_SIDE_PX) : t('settings.qualityHint')}</p>
              {firstTooBig && productLongSidePx !== null && (
                <p className="mt-1 text-amber-700 dark:text-amber-400" data-testid="quality-limited">
                  {t('settings.qualityLimited', {
                    px: productLongSidePx,
                    quality: t(`settings.qualities.${firstTooBig}`),
                    size: LOCAL_RENDER_LONG_SIDE_PX[firstTooBig],
                    needed: Math.ceil(LOCAL_RENDER_LONG_SIDE_PX[firstTooBig] * LOCAL_MIN_PRODUCT_SHARE),
                  })}
                </p>
              )}
            </>
          }
        >
          <RadioGroup
            aria-labelledby={`${id}-quality`}
            value={settings.quality}
            onValueChange={(v) => onChange({ quality: v as Quality })}
            className="grid-cols-3"
          >
            {QUALITIES.map((q) => {
              const name = t(`settings.qualities.${q}`);
              const credits = IMAGE_CREDITS_BY_QUALITY[q];
              const tooBig = local && !localQualitySupported(q, productLongSidePx);
              return (
                <RadioGroupChip
                  key={q}
                  value={q}
                  disabled={tooBig}
                  aria-label={`${name} · ${t('settings.qualityCost', { count: credits })}${tooBig ? ` · ${t('settings.qualityNeedsLargerPhoto')}` : ''}`}
                  className="h-auto flex-col gap-0 px-1.5 py-2"
                  data-testid={`quality-${q}`}
                >
                  <span className="font-semibold">{name}</span>
                  <span className="text-[11px] font-normal text-muted-foreground tabular-nums">{t('credits.balance', { count: credits, formatted: String(credits) })}</span>
                  {local && (
                    <span className="text-[11px] font-normal text-muted-foreground tabular-nums" data-testid={`quality-size-${q}`}>
                      {tooBig ? t('settings.qualityNeedsLargerPhoto') : t('settings.qualitySize', { px: LOCAL_RENDER_LONG_SIDE_PX[q] })}
                    </span>
                  )}
                </RadioGroupChip>
              );
            })}
          </RadioGroup>
        </Section>

        <Section
          title={t('settings.count')}
          labelId={`${id}-count`}
          hint={
            isFree ? (
              <span data-testid="count-hint">
                {t('settings.countFreeHint')}{' '}
                <Link to="/pricing" className="font-medium text-primary hover:underline">{t('settings.seePlans')}</Link>
              </span>
            ) : (
              <span data-testid="count-hint">{t('settings.countPaidHint', { max: maxCount })}</span>
            )
          }
        >
          <RadioGroup
            aria-labelledby={`${id}-count`}
            value={String(count)}
            onValueChange={(v) => onChange({ count: Math.min(Number(v), maxCount) })}
            className="grid-cols-3"
          >
            {[1, 2, 3].map((n) => (
              <RadioGroupChip key={n} value={String(n)} disabled={n > maxCount} aria-label={t('settings.countOption', { count: n })}>
                <span className="tabular-nums">{n}</span>
              </RadioGroupChip>
            ))}
          </RadioGroup>
        </Section>

        <Section title={t('settings.format')} labelId={`${id}-format`}>
          <RadioGroup
            aria-labelledby={`${id}-format`}
            value={settings.format}
            onValueChange={(v) => onChange({ format: v as OutputFormat })}
            className="grid-cols-2"
          >
            {OUTPUT_FORMATS.map((f) => (
              <RadioGroupChip key={f} value={f} className="h-auto flex-col gap-0 py-2">
                <span className="font-semibold">{f.toUpperCase()}</span>
                <span className="text-[11px] font-normal text-muted-foreground">{t(`settings.formats.${f}`)}</span>
              </RadioGroupChip>
            ))}
          </RadioGroup>
        </Section>

        <Section title={t('settings.highlight')} labelId={`${id}-highlight`}>
          <label
            htmlFor={`${id}-highlight-switch`}
            className="flex min-h-[3.25rem] cursor-pointer items-center justify-between gap-3 rounded-lg border border-input bg-background px-3 py-2 shadow-xs dark:bg-input/20"
          >
            <span className="flex items-center gap-2 text-sm">
              <Sparkles className={cn('size-4', settings.highlightProduct ? 'text-primary' : 'text-muted-foreground')} aria-hidden />
              <span>
                <span className="block font-medium">{settings.highlightProduct ? t('settings.yes') : t('settings.no')}</span>
                <span className="block text-[11px] text-muted-foreground">{t('settings.highlightHint')}</span>
              </span>
            </span>
            <Switch
              id={`${id}-highlight-switch`}
              aria-labelledby={`${id}-highlight`}
              checked={settings.highlightProduct}
              onCheckedChange={(v) => onChange({ highlightProduct: v })}
            />
          </label>
        </Section>

        {hosted ? (
          <Section title={t('settings.redrawProduct')} labelId={`${id}-redraw`}>
            <label
              htmlFor={`${id}-redraw-switch`}
              data-testid="redraw-product"
              className="flex min-h-[3.25rem] cursor-pointer items-center justify-between gap-3 rounded-lg border border-input bg-background px-3 py-2 shadow-xs dark:bg-input/20"
            >
              <span className="flex items-center gap-2 text-sm">
                <WandSparkles className={cn('size-4', settings.redrawProduct ? 'text-primary' : 'text-muted-foreground')} aria-hidden />
                <span>
                  <span className="block font-medium">{settings.redrawProduct ? t('settings.yes') : t('settings.no')}</span>
                  <span className="block text-[11px] text-muted-foreground">{t('settings.redrawProductHint')}</span>
                </span>
              </span>
              <Switch
                id={`${id}-redraw-switch`}
                aria-labelledby={`${id}-redraw`}
                checked={settings.redrawProduct === true}
                onCheckedChange={(v) => onChange({ redrawProduct: v })}
              />
            </label>
          </Section>
        ) : null}
      </div>

      <Section title={t('settings.style')} labelId={`${id}-style`}>
        <RadioGroup
          aria-labelledby={`${id}-style`}
          value={settings.style}
          onValueChange={(v) => onChange({ style: v as Style })}
          className="grid-cols-2 @lg:grid-cols-4"
        >
          {STYLES.map((s) => (
            <RadioGroupChip key={s} value={s}>{t(`settings.styles.${s}`)}</RadioGroupChip>
          ))}
        </RadioGroup>
      </Section>

      <Section title={t('settings.advancedStyle')} labelId={`${id}-advanced`} hint={t('settings.advancedStyleHint')}>
        <RadioGroup
          aria-labelledby={`${id}-advanced`}
          value={settings.advancedStyle ?? 'none'}
          onValueChange={(v) => onChange({ advancedStyle: v === 'none' ? undefined : (v as AdvancedStyle) })}
          className="grid-cols-2 @lg:grid-cols-5"
        >
          {(['none', ...ADVANCED_STYLES] as const).map((s) => (
            <RadioGroupChip key={s} value={s}>{t(`settings.advancedStyles.${s}`)}</RadioGroupChip>
          ))}
        </RadioGroup>
      </Section>

      <Section title={t('settings.timeOfDay')} labelId={`${id}-time`}>
        <RadioGroup
          aria-labelledby={`${id}-time`}
          value={settings.timeOfDay}
          onValueChange={(v) => onChange({ timeOfDay: v as TimeOfDay })}
          className="grid-cols-2 @2xl:grid-cols-4"
        >
          {TIMES_OF_DAY.map((time) => {
            const Icon = TIME_ICONS[time];
            return (
              <RadioGroupChip key={time} value={time} className="justify-start">
                <Icon aria-hidden className="size-4 shrink-0" />
                <span className="truncate">{t(`settings.times.${time}`)}</span>
              </RadioGroupChip>
            );
          })}
        </RadioGroup>
      </Section>
    </div>
  );
}

/** Translation key of an aspect ratio's name. */
function ratioKey(r: AspectRatio): string {
  return r.replace(':', 'x');
}
