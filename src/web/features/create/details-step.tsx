/**
 * Step 2 of the create flow: product features and desired audience (3-1000 characters each), then
 * 'Get scenario ideas'. When the AI scenario engine fails, the error offers the offline ideas.
 */
import { ArrowLeft, Lightbulb } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { cn } from '@web/lib/utils';
import { IdeasErrorAlert } from './ideas-error-alert';
import { isTextValid, TEXT_MAX, TEXT_MIN } from './state';

type FieldProps = {
  label: string;
  placeholder: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  showError: boolean;
};

function CountedTextarea({ label, placeholder, hint, value, onChange, showError }: FieldProps) {
  const { t } = useTranslation('create');
  const id = useId();
  const length = value.trim().length;
  const invalid = showError && !isTextValid(value);
  return (
    <div className="space-y-2">
      <Label htmlFor={id} className="text-sm">{label}</Label>
      <Textarea
        id={id}
        value={value}
        maxLength={TEXT_MAX}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint ${id}-count`}
        className="min-h-28 resize-y"
      />
      <div className="flex items-start justify-between gap-3 text-xs">
        <p id={`${id}-hint`} className={cn('text-muted-foreground', invalid && 'text-destructive')}>
          {invalid ? t('details.tooShort', { min: TEXT_MIN }) : hint}
        </p>
        <p id={`${id}-count`} className={cn('shrink-0 tabular-nums text-muted-foreground', length > TEXT_MAX * 0.9 && 'text-amber-600 dark:text-amber-400')}>
          {t('details.counter', { length, max: TEXT_MAX })}
        </p>
      </div>
    </div>
  );
}

export type DetailsStepProps = {
  features: string;
  audience: string;
  onFeatures: (value: string) => void;
  onAudience: (value: string) => void;
  onBack: () => void;
  onSubmit: () => void;
  pending: boolean;
  /** The failed ideas request's error, or null. */
  error: unknown;
  /** Asks for the offline ideas (offered when the AI engine failed). */
  onUseOffline: () => void;
};

/** Features and audience form with counters and the 'Get scenario ideas' action. */
export function DetailsStep({ features, audience, onFeatures, onAudience, onBack, onSubmit, pending, error, onUseOffline }: DetailsStepProps) {
  const { t } = useTranslation('create');
  const [tried, setTried] = useState(false);
  const valid = isTextValid(features) && isTextValid(audience);
  return (
    <form
      className="space-y-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (valid && !pending) onSubmit();
      }}
    >
      <CountedTextarea
        label={t('details.features')}
        placeholder={t('details.featuresPlaceholder')}
        hint={t('details.featuresHint')}
        value={features}
        onChange={onFeatures}
        showError={tried}
      />
      <CountedTextarea
        label={t('details.audience')}
        placeholder={t('details.audiencePlaceholder')}
        hint={t('details.audienceHint')}
        value={audience}
        onChange={onAudience}
        showError={tried}
      />
      {error ? <IdeasErrorAlert error={error} pending={pending} onUseOffline={onUseOffline} /> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack} disabled={pending}>
          <ArrowLeft aria-hidden />
          {t('actions.back')}
        </Button>
        <Button type="submit" size="lg" disabled={pending} aria-busy={pending}>
          {pending ? <Spinner /> : <Lightbulb aria-hidden />}
          {pending ? t('details.thinking') : t('details.submit')}
        </Button>
      </div>
    </form>
  );
}
