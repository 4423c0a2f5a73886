import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/utils';
import { PASSWORD_MIN_LENGTH } from './schemas';

/** Live checklist of password rules (a tick or cross for 'At least 6 characters'). */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('auth');
  const rules = [{ key: 'minLength', label: t('checklist.minLength'), met: password.length >= PASSWORD_MIN_LENGTH }];
  return (
    <ul id={id} className="space-y-1" aria-live="polite">
      {rules.map((r) => (
        <li
          key={r.key}
          data-testid={`password-rule-${r.key}`}
          data-met={r.met}
          className={cn(
            'flex items-center gap-1.5 text-xs transition-colors',
            r.met ? 'text-success' : password ? 'text-destructive' : 'text-muted-foreground',
          )}
        >
          {r.met ? <Check className="size-3.5" aria-hidden /> : <X className="size-3.5" aria-hidden />}
          <span>{r.label}</span>
          <span className="sr-only">({r.met ? t('checklist.met') : t('checklist.notMet')})</span>
        </li>
      ))}
    </ul>
  );
}
