/**
 * Users: search by email or name; each user's tier, balance, sign-up date and last
 * activity, as a table on wide screens and as cards on phones; a row opens the user's page.
 * The search is in `?q=`, written as the admin types (hooks/use-search-text.ts); the list is fetched
 * once typing pauses. (The address used to be written after the pause, and that navigation undid a
 * click on a user made during it.)
 */
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { useDebouncedValue } from '@web/hooks/use-debounced-value';
import { useSearchText } from '@web/hooks/use-search-text';
import { type AdminUser, useUsers } from './api';
import { useAdminFormat } from './format';
import { AdminPageHeader, Empty, Loading, Panel, StatePill } from './parts';

/** The flags shown beside a user: admin, banned, unconfirmed, complimentary tier. */
export function UserFlags({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  return (
    <span className="inline-flex flex-wrap gap-1">
      {user.role.split(',').includes('admin') ? <StatePill tone="info">{t('users.flags.admin')}</StatePill> : null}
      {user.banned ? <StatePill tone="bad">{t('users.flags.banned')}</StatePill> : null}
      {!user.emailVerified ? <StatePill tone="warn">{t('users.flags.unconfirmed')}</StatePill> : null}
      {user.complimentaryTier ? <StatePill tone="ok">{t('users.flags.complimentary')}</StatePill> : null}
    </span>
  );
}

/** The users page. */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const fmt = useAdminFormat();
  const { text, params, update } = useSearchText('q', { trim: true });
  const q = useDebouncedValue(text.trim(), 300);
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const users = useUsers(q, page);
  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const goTo = (p: number) => update({ set: { page: String(p) }, push: true });

  return (
    <>
      <AdminPageHeader title={t('users.title')} subtitle={data ? t('users.count', { count: data.total }) : t('users.subtitle')} />
      <div className="relative max-w-md">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input type="search" value={text} onChange={(e) => update({ text: e.target.value, set: { page: null } })} placeholder={t('users.searchPlaceholder')} aria-label={t('users.searchLabel')} className="pl-9" maxLength={200} />
      </div>
      <Panel>
        {users.isError && !data ? (
          <RetryAlert message={t('errors.load')} retryLabel={t('actions.retry')} onRetry={() => void users.refetch()} />
        ) : !data ? (
          <Loading />
        ) : data.items.length === 0 ? (
          <Empty>{q ? t('users.noMatch', { q }) : t('users.none')}</Empty>
        ) : (
          <>
            <table className="hidden w-full text-sm md:table">
              <thead className="text-left text-xs text-muted-foreground">
                <tr className="border-b">
                  <th scope="col" className="pb-2 font-medium">{t('users.columns.user')}</th>
                  <th scope="col" className="pb-2 font-medium">{t('users.columns.tier')}</th>
                  <th scope="col" className="pb-2 pr-8 text-right font-medium">{t('users.columns.balance')}</th>
                  <th scope="col" className="pb-2 font-medium">{t('users.columns.signedUp')}</th>
                  <th scope="col" className="pb-2 font-medium">{t('users.columns.lastActive')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((u) => (
                  <tr key={u.id} className="border-b last:border-0 hover:bg-muted/50">
                    <td className="py-2.5 pr-3">
                      <Link to={`/admin/users/${encodeURIComponent(u.id)}`} className="font-medium hover:underline">
                        {u.name}
                      </Link>
                      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                        <span className="break-all">{u.email}</span>
                        <UserFlags user={u} />
                      </div>
                    </td>
                    <td className="py-2.5 pr-3">{u.tier}</td>
                    <td className="py-2.5 pr-8 text-right tabular-nums">{fmt.number(u.creditsBalance)}</td>
                    <td className="py-2.5 pr-3 whitespace-nowrap">{fmt.date(u.createdAt)}</td>
                    <td className="py-2.5 whitespace-nowrap">{fmt.dateTime(u.lastActiveAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="divide-y md:hidden">
              {data.items.map((u) => (
                <li key={u.id}>
                  <Link to={`/admin/users/${encodeURIComponent(u.id)}`} className="block space-y-1 py-3 outline-none focus-visible:bg-muted/60">
                    <div className="flex items-baseline justify-between gap-2">
                      <span className="truncate font-medium">{u.name}</span>
                      <span className="shrink-0 text-sm tabular-nums">{t('users.credits', { count: u.creditsBalance })}</span>
                    </div>
                    <p className="text-xs break-all text-muted-foreground">{u.email}</p>
                    <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      <span className="font-medium text-foreground">{u.tier}</span>
                      <span>· {t('users.signedUpOn', { date: fmt.date(u.createdAt) })}</span>
                      <UserFlags user={u} />
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <nav className="mt-4 flex items-center justify-between gap-2" aria-label={t('users.pagination')}>
                <Button variant="outline" size="sm" disabled={page === 0} onClick={() => goTo(page - 1)}>
                  <ChevronLeft aria-hidden />
                  {t('actions.previous')}
                </Button>
                <span className="text-xs text-muted-foreground">{t('users.page', { page: page + 1, pages })}</span>
                <Button variant="outline" size="sm" disabled={page + 1 >= pages} onClick={() => goTo(page + 1)}>
                  {t('actions.next')}
                  <ChevronRight aria-hidden />
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </Panel>
    </>
  );
}

export default UsersPage;
