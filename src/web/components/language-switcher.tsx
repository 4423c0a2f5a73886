import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type Language, LANGUAGES } from '@shared/catalog';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { usePreferences } from '@web/features/preferences/preferences';

/**
 * Menu to switch the UI language (pt, en, fr, es, de); the choice is kept in local storage and, when
 * signed in, saved to the account.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const { language: current, setLanguage } = usePreferences();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="h-9 gap-1.5 px-2.5" aria-label={t('language.label')}>
          <Languages aria-hidden />
          <span className="text-xs font-semibold uppercase">{current}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={current} onValueChange={(lng) => void setLanguage(lng as Language)}>
          {LANGUAGES.map((lng) => (
            <DropdownMenuRadioItem key={lng} value={lng} lang={lng}>
              <span className="w-6 text-xs font-semibold text-muted-foreground uppercase">{lng}</span>
              {t(`language.${lng}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
