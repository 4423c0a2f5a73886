/**
 * The account manager of one user, on the admin user page: who it is and since when, a choice
 * among the admins to assign (Pro accounts only: the server refuses other plans), and removing it.
 * Both are audited on the server.
 */
import { UserRoundCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api';
import { useAccountManager, useSetAccountManager } from './api';
import { useAdminFormat } from './format';
import { Loading, Panel } from './parts';

export function AccountManagerPanel({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const fmt = useAdminFormat();
  const field = useId();
  const view = useAccountManager(userId);
  const set = useSetAccountManager(userId);
  const [choice, setChoice] = useState('');
  useEffect(() => {
    setChoice(view.data?.manager?.id ?? '');
  }, [view.data?.manager?.id]);

  const run = async (managerId: string | null) => {
    try {
      await set.mutateAsync(managerId);
      toast.success(managerId ? t('manager.assigned') : t('manager.removed'));
    } catch (error) {
      toast.error(error instanceof ApiError && error.message ? error.message : t('errors.action'));
    }
  };

  return (
    <Panel title={t('manager.title')} description={t('manager.description')}>
      {!view.data ? (
        <Loading />
      ) : (
        <div className="space-y-3" data-testid="admin-account-manager">
          <p className="text-sm">
            {view.data.manager
              ? t('manager.current', { name: view.data.manager.name, email: view.data.manager.email, date: fmt.date(view.data.manager.assignedAt) })
              : view.data.eligible
                ? t('manager.none')
                : t('manager.notEligible')}
          </p>
          {view.data.eligible ? (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <label htmlFor={field} className="text-sm font-medium">
                {t('manager.choose')}
              </label>
              <select
                id={field}
                value={choice}
                onChange={(e) => setChoice(e.target.value)}
                className="h-9 min-w-56 rounded-lg border border-input bg-background px-3 text-sm shadow-xs dark:bg-input/20"
              >
                <option value="">—</option>
                {view.data.candidates.map((c) => (
                  <option key={c.id} value={c.id}>
                    {`${c.name} (${c.email})`}
                  </option>
                ))}
              </select>
              <Button size="sm" disabled={!choice || choice === view.data.manager?.id || set.isPending} onClick={() => void run(choice)}>
                <UserRoundCheck aria-hidden />
                {t('manager.assign')}
              </Button>
              {view.data.manager ? (
                <Button size="sm" variant="outline" disabled={set.isPending} onClick={() => void run(null)}>
                  {t('manager.remove')}
                </Button>
              ) : null}
            </div>
          ) : view.data.manager ? (
            <Button size="sm" variant="outline" disabled={set.isPending} onClick={() => void run(null)}>
              {t('manager.remove')}
            </Button>
          ) : null}
        </div>
      )}
    </Panel>
  );
}
