/**
 * The settings section of the account page:
 * theme (light, dark, auto: follows the system) and language, the same preferences as the sidebar
 * menus, the two auto-save switches (docs/decisions/005-auto-save.md) and the visible image label
 * (docs/decisions/024-ai-marking.md). Each change applies at
 * once and is saved to the account: 'Settings saved', or 'Failed to save preferences. Please try
 * again.' (a switch that could not be saved goes back).
 */
import { ImageDown, Monitor, Moon, SlidersHorizontal, Sun, Tag } from 'lucide-react';
import { Link } from 'react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { type Language, LANGUAGES, type Theme, THEMES } from '@shared/catalog';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { RadioGroup, RadioGroupChip } from '@web/components/ui/radio-group';
import { Switch } from '@web/components/ui/switch';
import { type PreferencesUpdate, usePreferences } from '@web/features/preferences/preferences';
import { useTheme } from '@web/features/theme/theme-provider';

const THEME_ICONS = { light: Sun, dark: Moon, auto: Monitor } as const;

type SwitchKey = 'autoSaveImages' | 'autoSaveSettings' | 'aiLabel';

const SWITCH_ICONS = { autoSaveImages: ImageDown, autoSaveSettings: SlidersHorizontal, aiLabel: Tag } as const;
/** What a switch is when nothing was saved (the server's defaults). */
const SWITCH_DEFAULTS: Record<SwitchKey, boolean> = { autoSaveImages: true, autoSaveSettings: true, aiLabel: false };

/** One switch with its explanation. */
function SettingSwitch({ name, checked, disabled, onChange }: { name: SwitchKey; checked: boolean; disabled: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('account');
  const id = useId();
  const Icon = SWITCH_ICONS[name];
  return (
    <div className="flex items-start gap-3 rounded-xl border p-4">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t(`settings.${name}.label`)}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t(checked ? `settings.${name}.on` : `settings.${name}.off`)}
        </p>
      </div>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} aria-describedby={`${id}-hint`} className="mt-1" />
    </div>
  );
}

/** Theme, language and auto-save choices. */
export function SettingsPanel() {
  const { t, i18n } = useTranslation('account');
  const { theme, adoptTheme } = useTheme();
  const { language, saved, savePreferences } = usePreferences();
  const [pending, setPending] = useState<Partial<Record<SwitchKey, boolean>>>({});

  /** Saves and reports; the caller undoes its change when this returns false. */
  const save = async (changes: PreferencesUpdate): Promise<boolean> => {
    try {
      await savePreferences(changes);
      toast.success(t('settings.saved'));
      return true;
    } catch (e) {
      console.error('Could not save preferences', e);
      toast.error(t('settings.failed'));
      return false;
    }
  };

  const onTheme = (next: Theme) => {
    const before = theme;
    adoptTheme(next);
    void save({ theme: next }).then((ok) => {
      if (!ok) adoptTheme(before);
    });
  };

  const onLanguage = async (next: Language) => {
    try {
      await i18n.changeLanguage(next);
    } catch (e) {
      console.error('Could not switch language', e);
    }
    await save({ language: next });
  };

  const onSwitch = async (name: SwitchKey, on: boolean) => {
    setPending((p) => ({ ...p, [name]: on }));
    await save({ [name]: on });
    setPending((p) => {
      const next = { ...p };
      delete next[name];
      return next;
    });
  };
  const valueOf = (name: SwitchKey) => pending[name] ?? saved?.[name] ?? SWITCH_DEFAULTS[name];

  return (
    <div className="space-y-6">
      <Card className="gap-6">
        <CardHeader>
          <CardTitle className="text-lg">{t('settings.title')}</CardTitle>
          <CardDescription>{t('settings.description')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <div className="space-y-2.5">
            <h3 id="settings-theme" className="text-sm font-medium">
              {t('settings.theme')}
            </h3>
            <RadioGroup aria-labelledby="settings-theme" value={theme} onValueChange={(v) => onTheme(v as Theme)} className="grid-cols-3 sm:w-fit">
              {THEMES.map((value) => {
                const Icon = THEME_ICONS[value];
                return (
                  <RadioGroupChip key={value} value={value} className="flex-col gap-1.5 py-3 sm:min-w-32 sm:flex-row">
                    <Icon className="size-4" aria-hidden />
                    <span className="text-center text-xs sm:text-sm">{t(`common:theme.${value}`)}</span>
                  </RadioGroupChip>
                );
              })}
            </RadioGroup>
          </div>
          <div className="space-y-2.5">
            <h3 id="settings-language" className="text-sm font-medium">
              {t('settings.language')}
            </h3>
            <RadioGroup
              aria-labelledby="settings-language"
              value={language}
              onValueChange={(v) => void onLanguage(v as Language)}
              className="grid-cols-2 sm:flex sm:flex-wrap"
            >
              {LANGUAGES.map((lng) => (
                <RadioGroupChip key={lng} value={lng} lang={lng} className="justify-start sm:justify-center">
                  <span className="w-6 text-xs font-semibold text-muted-foreground uppercase">{lng}</span>
                  {t(`common:language.${lng}`)}
                </RadioGroupChip>
              ))}
            </RadioGroup>
          </div>
        </CardContent>
      </Card>
      <Card className="gap-6">
        <CardHeader>
          <CardTitle className="text-lg">{t('settings.autoSave.title')}</CardTitle>
          <CardDescription>{t('settings.autoSave.description')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          {(['autoSaveImages', 'autoSaveSettings'] as const).map((name) => (
            <SettingSwitch key={name} name={name} checked={valueOf(name)} disabled={!saved || name in pending} onChange={(on) => void onSwitch(name, on)} />
          ))}
        </CardContent>
      </Card>
      <Card className="gap-6">
        <CardHeader>
          <CardTitle className="text-lg">{t('settings.images.title')}</CardTitle>
          <CardDescription>{t('settings.images.description')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <SettingSwitch name="aiLabel" checked={valueOf('aiLabel')} disabled={!saved || 'aiLabel' in pending} onChange={(on) => void onSwitch('aiLabel', on)} />
          <p className="text-sm text-muted-foreground">
            <Link to="/help/ai-marking" className="font-medium text-primary underline-offset-4 hover:underline">
              {t('settings.images.learnMore')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
