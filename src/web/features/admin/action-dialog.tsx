/**
 * The dialog every admin action opens: its own fields, a required reason (kept in the audit log),
 * a confirm button that waits for the server, and the server's translated error when it refuses.
 */
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';

/** Shortest and longest reason the server accepts (src/shared/contracts/admin.ts). */
export const REASON_MIN = 3;
export const REASON_MAX = 500;

export interface ActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  confirmLabel: string;
  destructive?: boolean;
  /** Extra fields above the reason. */
  children?: ReactNode;
  /** Whether the extra fields are valid. */
  valid?: boolean;
  /** Runs the action with the reason; a thrown error's message is shown in the dialog. */
  onConfirm: (reason: string) => Promise<void>;
}

/** A form dialog with a reason. */
export function ActionDialog({ open, onOpenChange, title, description, confirmLabel, destructive, children, valid = true, onConfirm }: ActionDialogProps) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = valid && reason.trim().length >= REASON_MIN && !busy;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason.trim());
      setReason('');
      onOpenChange(false);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('errors.action'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} className="space-y-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
          </DialogHeader>
          {children}
          <div className="space-y-1.5">
            <Label htmlFor="admin-reason">{t('actions.reason')}</Label>
            <Textarea
              id="admin-reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={REASON_MAX}
              rows={3}
              placeholder={t('actions.reasonPlaceholder')}
              required
            />
            <p className="text-xs text-muted-foreground">{t('actions.reasonHint')}</p>
          </div>
          {error ? (
            <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={!ready}>
              {busy ? <Spinner className="size-4" /> : null}
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
