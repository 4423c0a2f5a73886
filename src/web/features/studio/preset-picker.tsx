/** The preset choice of Studio Photos: one card per preset, with its frame and what it guarantees. */
import { useTranslation } from 'react-i18next';
import { STUDIO_PRESET_IDS, STUDIO_PRESETS, type StudioPresetId } from '@shared/studio-presets';
import { RadioGroup, RadioGroupChip } from '@web/components/ui/radio-group';

export type PresetPickerProps = {
  value: StudioPresetId;
  onChange: (preset: StudioPresetId) => void;
  disabled?: boolean;
};

/** A radio group of preset cards. */
export function PresetPicker({ value, onChange, disabled }: PresetPickerProps) {
  const { t } = useTranslation('studio');
  return (
    <RadioGroup
      value={value}
      onValueChange={(v) => onChange(v as StudioPresetId)}
      aria-label={t('steps.preset')}
      className="grid grid-cols-1 gap-2.5 sm:grid-cols-2 lg:grid-cols-4"
      disabled={disabled}
    >
      {STUDIO_PRESET_IDS.map((id) => {
        const preset = STUDIO_PRESETS[id];
        return (
          <RadioGroupChip key={id} value={id} className="h-full flex-col items-start justify-start gap-1 p-3 text-left" data-testid={`preset-${id}`} aria-label={t(`presets.${id}.name`)}>
            <span className="flex w-full items-baseline justify-between gap-2">
              <span className="font-semibold">{t(`presets.${id}.name`)}</span>
            </span>
            <span className="text-xs font-medium text-muted-foreground tabular-nums">
              {t('frame', { width: preset.width, height: preset.height, format: preset.format.toUpperCase() })}
            </span>
            <span className="text-xs font-normal text-pretty text-muted-foreground">{t(`presets.${id}.summary`)}</span>
          </RadioGroupChip>
        );
      })}
    </RadioGroup>
  );
}
