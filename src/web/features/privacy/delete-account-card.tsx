/**
 * 'Delete account' (a request sends a confirmation email): after a confirmation dialog, the server emails a link; the account is deleted only when
 * the link is opened and confirmed (/account/delete).
 */
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { ApiError } from '@web/lib/api';
import { requestDeletion } from './api';

export function DeleteAccountCard({ email }: { email?: string }) {
  const { t } = useTranslation('privacy');
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async () => {
    setPending(true);
    try {
      const { email: to } = await requestDeletion();
      setSentTo(to);
      setOpen(false);
      toast.success(t('deletion.sent', { email: to }));
    } catch (e) {
      toast.error(e instanceof ApiError && e.message ? e.message : t('deletion.failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Card className="gap-5 border-destructive/40" data-testid="delete-account">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg text-destructive">
          <Trash2 className="size-5" aria-hidden />
          {t('deletion.title')}
        </CardTitle>
        <CardDescription>{t('deletion.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {sentTo && (
          <Alert role="status">
            <AlertDescription>{t('deletion.sent', { email: sentTo })}</AlertDescription>
          </Alert>
        )}
        <Button variant="outline" className="border-destructive/50 text-destructive hover:bg-destructive/10 hover:text-destructive" onClick={() => setOpen(true)}>
          {t('deletion.button')}
        </Button>
        <ConfirmDialog
          open={open}
          onClose={() => setOpen(false)}
          title={t('deletion.dialogTitle')}
          description={t('deletion.dialogBody', { email: email ?? '' })}
          cancelLabel={t('deletion.cancel')}
          confirmLabel={t('deletion.confirm')}
          destructive
          pending={pending}
          onConfirm={() => void send()}
        />
      </CardContent>
    </Card>
  );
}
