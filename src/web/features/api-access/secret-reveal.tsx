/**
 * A secret shown once (an API key, a webhook signing secret): the value, Copy, and the warning; and
 * the dialog body that shows one just made (title, what it is for, the secret, Done).
 */
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';

/** `value` in a selectable block with a Copy button; `label` names it for screen readers; `warning` says it is shown once. */
export function SecretReveal({ value, label, warning, testId }: { value: string; label: string; warning: string; testId?: string }) {
  const { t } = useTranslation('account');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <code aria-label={label} className="min-w-0 flex-1 rounded-md border bg-muted px-3 py-2 font-mono text-sm break-all text-foreground select-all" data-testid={testId}>
          {value}
        </code>
        <Button type="button" variant="outline" onClick={() => void copy()} className="shrink-0">
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          <span>{copied ? t('api.keys.copied') : t('api.keys.copy')}</span>
        </Button>
      </div>
      <Alert>
        <TriangleAlert aria-hidden />
        <AlertDescription>{warning}</AlertDescription>
      </Alert>
    </div>
  );
}

/** Inside a dialog: `title` and `description`, then the secret (SecretReveal) and Done (`onDone`). */
export function SecretShownOnce(props: { title: string; description: string; value: string; label: string; warning: string; testId?: string; onDone: () => void }) {
  const { t } = useTranslation('account');
  return (
    <>
      <DialogHeader>
        <DialogTitle>{props.title}</DialogTitle>
        <DialogDescription>{props.description}</DialogDescription>
      </DialogHeader>
      <SecretReveal value={props.value} label={props.label} warning={props.warning} testId={props.testId} />
      <DialogFooter>
        <Button type="button" onClick={props.onDone}>
          {t('api.keys.done')}
        </Button>
      </DialogFooter>
    </>
  );
}
