/**
 * What a preset lets a seller choose: its backgrounds, shadows and positions; Custom
 * adds any colour or transparent, the size, the padding and the format. The options are checked in
 * the browser with the same rules the server applies (resolveStudioSpec), so a choice the preset
 * does not allow is explained before anything is sent.
 */
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LIGHT_GREY,
  STUDIO_PADDING_DEFAULT,
  STUDIO_PADDING_MAX,
  STUDIO_PRESETS,
  STUDIO_SIZE_MAX,
  STUDIO_SIZE_MIN,
  TRANSPARENT,
  WHITE,
  type StudioAlignment,
  type StudioFormat,
  type StudioOptionProblem,
  type StudioOptions,
  type StudioPresetId,
  type StudioShadow,
  type StudioSpec,
} from '@shared/studio-presets';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupChip } from '@web/components/ui/radio-group';
import { ToggleGroup, ToggleGroupItem } from '@web/components/ui/toggle-group';
import { CHECKERBOARD } from '@web/features/create/checkerboard';
import { cn } from '@web/lib/utils';

export type PresetOptionsProps = {
  preset: StudioPresetId;
  options: StudioOptions;
  onChange: (options: StudioOptions) => void;
  /** The spec the options give (null when they do not fit the preset). */
  spec: StudioSpec | null;
  problems: readonly StudioOptionProblem[];
  disabled?: boolean;
};

/** Names of the tints some presets offer (the rest are shown by their code). */
const NAMED: Record<string, 'sand' | 'mist'> = { '#F3EEE7': 'sand', '#E9EEF3': 'mist' };

function Field({ label, children, id }: { label: string; children: ReactNode; id?: string }) {
  return (
    <div className="space-y-2">
      <Label id={id} className="text-sm font-medium">
        {label}
      </Label>
      {children}
    </div>
  );
}

/** The background, shadow and position choices of a preset, plus Custom's size, padding and format. */
export function PresetOptions({ preset, options, onChange, spec, problems, disabled }: PresetOptionsProps) {
  const { t } = useTranslation('studio');
  const ids = { background: useId(), shadow: useId(), alignment: useId(), format: useId(), width: useId(), height: useId(), padding: useId(), colour: useId() };
  const def = STUDIO_PRESETS[preset];
  const set = (values: StudioOptions) => onChange({ ...options, ...values });
  const background = spec?.background ?? options.background ?? def.backgrounds[0]!;
  const swatches = def.custom ? [WHITE, LIGHT_GREY, TRANSPARENT] : def.backgrounds;
  const isCustomColour = def.custom && background !== TRANSPARENT && !swatches.includes(background);
  const name = (bg: string) => (bg === WHITE ? t('options.white') : bg === LIGHT_GREY ? t('options.lightGrey') : bg === TRANSPARENT ? t('options.transparent') : NAMED[bg] ? t(`options.named.${NAMED[bg]}`) : bg);

  return (
    <div className="space-y-5" data-testid="preset-options">
      <Field label={t('options.background')} id={ids.background}>
        <div className="flex flex-wrap items-center gap-2">
          <RadioGroup
            value={isCustomColour ? '' : background}
            onValueChange={(v) => set({ background: v, ...(def.custom && v === TRANSPARENT ? { format: 'png' } : {}) })}
            aria-labelledby={ids.background}
            className="flex flex-wrap gap-2"
            disabled={disabled}
          >
            {swatches.map((bg) => (
              <RadioGroupChip key={bg} value={bg} aria-label={name(bg)} className="h-10 gap-2 pr-3 pl-1.5">
                <span className={cn('size-7 rounded-md border shadow-inner', bg === TRANSPARENT && CHECKERBOARD)} style={bg === TRANSPARENT ? undefined : { backgroundColor: bg }} aria-hidden />
                <span className="text-xs">{name(bg)}</span>
              </RadioGroupChip>
            ))}
          </RadioGroup>
          {def.custom && (
            <label className={cn('inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-input px-1.5 pr-3 text-xs font-medium shadow-xs', isCustomColour && 'border-primary bg-accent ring-1 ring-primary')}>
              <input
                id={ids.colour}
                type="color"
                className="size-7 cursor-pointer rounded-md border-0 bg-transparent p-0"
                value={isCustomColour ? background.toLowerCase() : '#f3eee7'}
                onChange={(e) => set({ background: e.target.value.toUpperCase() })}
                aria-label={t('options.pickColour')}
                disabled={disabled}
              />
              {isCustomColour ? background : t('options.colour')}
            </label>
          )}
        </div>
      </Field>

      {def.shadows.length > 1 && (
        <Field label={t('options.shadow')} id={ids.shadow}>
          <ToggleGroup type="single" value={spec?.shadow ?? options.shadow ?? def.shadows[0]} onValueChange={(v) => v && set({ shadow: v as StudioShadow })} aria-labelledby={ids.shadow} className="flex-wrap justify-start" disabled={disabled}>
            {def.shadows.map((s) => (
              <ToggleGroupItem key={s} value={s} className="px-3">
                {t(`options.shadows.${s}`)}
              </ToggleGroupItem>
            ))}
          </ToggleGroup>
        </Field>
      )}

      {def.alignments.length > 1 && (
        <Field label={t('options.alignment')} id={ids.alignment}>
          <ToggleGroup type="single" value={spec?.alignment ?? options.alignment ?? def.alignments[0]} onValueChange={(v) => v && set({ alignment: v as StudioAlignment })} aria-labelledby={ids.alignment} className="flex-wrap justify-start" disabled={disabled}>
            {def.alignments.map((a) => (
              <ToggleGroupItem key={a} value={a} className="px-3">
                {t(`options.alignments.${a}`)}
              </ToggleGroupItem>
            ))}
          </ToggleGroup>
        </Field>
      )}

      {def.custom && (
        <>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <div className="space-y-2">
              <Label htmlFor={ids.width}>{t('options.width')}</Label>
              <Input id={ids.width} type="number" inputMode="numeric" min={STUDIO_SIZE_MIN} max={STUDIO_SIZE_MAX} step={1} value={options.width ?? def.width} onChange={(e) => set({ width: e.target.value === '' ? Number.NaN : Number(e.target.value) })} disabled={disabled} />
            </div>
            <div className="space-y-2">
              <Label htmlFor={ids.height}>{t('options.height')}</Label>
              <Input id={ids.height} type="number" inputMode="numeric" min={STUDIO_SIZE_MIN} max={STUDIO_SIZE_MAX} step={1} value={options.height ?? def.height} onChange={(e) => set({ height: e.target.value === '' ? Number.NaN : Number(e.target.value) })} disabled={disabled} />
            </div>
            <div className="col-span-2 space-y-2 sm:col-span-1">
              <Label htmlFor={ids.padding}>{t('options.padding')}</Label>
              <Input id={ids.padding} type="number" inputMode="decimal" min={0} max={STUDIO_PADDING_MAX} step={1} value={options.padding ?? STUDIO_PADDING_DEFAULT} onChange={(e) => set({ padding: e.target.value === '' ? Number.NaN : Number(e.target.value) })} disabled={disabled} />
            </div>
          </div>
          <p className="text-xs text-muted-foreground">
            {t('options.sizeHint', { min: STUDIO_SIZE_MIN, max: STUDIO_SIZE_MAX })} {t('options.paddingHint', { max: STUDIO_PADDING_MAX })}
          </p>
          <Field label={t('options.format')} id={ids.format}>
            <ToggleGroup type="single" value={spec?.format ?? options.format ?? def.format} onValueChange={(v) => v && set({ format: v as StudioFormat })} aria-labelledby={ids.format} className="justify-start" disabled={disabled}>
              {(['jpg', 'png'] as const).map((f) => (
                <ToggleGroupItem key={f} value={f} className="px-4" disabled={f === 'jpg' && background === TRANSPARENT}>
                  {f.toUpperCase()}
                </ToggleGroupItem>
              ))}
            </ToggleGroup>
          </Field>
        </>
      )}

      {problems.length > 0 && (
        <ul className="space-y-1 text-sm text-destructive" role="alert">
          {problems.map((p) => (
            <li key={p}>{t(`options.problems.${p}`, { min: STUDIO_SIZE_MIN, max: p === 'bad_padding' ? STUDIO_PADDING_MAX : STUDIO_SIZE_MAX })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
