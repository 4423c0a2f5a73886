/**
 * The settings section of the account page: theme (light, dark, auto) and language, the same
 * preferences as the sidebar menus; changes apply at once and are saved to the account.
 */
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type Language, LANGUAGES, type Theme, THEMES } from '@shared/catalog';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { RadioGroup, RadioGroupChip } from '@web/components/ui/radio-group';
import { usePreferences } from '@web/features/preferences/preferences';
import { useTheme } from '@web/features/theme/theme-provider';

const THEME_ICONS = { light: Sun, dark: Moon, auto: Monitor } as const;

/** Theme and language choices. */
export function SettingsPanel() {
  const { t } = useTranslation('account');
  const { theme, setTheme } = useTheme();
  const { language, setLanguage } = usePreferences();
  return (
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
          <RadioGroup aria-labelledby="settings-theme" value={theme} onValueChange={(v) => setTheme(v as Theme)} className="grid-cols-3 sm:w-fit">
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
            onValueChange={(v) => void setLanguage(v as Language)}
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
  );
}
