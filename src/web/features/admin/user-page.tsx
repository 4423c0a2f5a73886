/**
 * One user for admins: who they are, tier and balance, and their ledger (which sums
 * to the balance), generations (with how each image kept its product: lock or fidelity score), videos,
 * support tickets, sessions and the admin actions about them. Actions: grant or deduct credits (one
 * idempotency key per opened form, so a double submit changes nothing), set or remove a complimentary
 * tier, ban or unban, resend the confirmation email; each asks for a reason.
 */
import { ArrowLeft, Ban, Coins, Crown, MailCheck, ShieldCheck } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { TIERS } from '@shared/catalog';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ActionDialog } from './action-dialog';
import { type AdminUserDetail, useAdjustCredits, useAudit, useBan, useComplimentaryTier, useResendConfirmation, useUnban, useUserDetail } from './api';
import { AuditList } from './audit-page';
import { useAdminFormat } from './format';
import { GenerationFidelity } from './image-fidelity';
import { AccountManagerPanel } from './account-manager-panel';
import { Empty, Loading, Panel, StatePill } from './parts';
import { ticketTone } from './tickets-page';
import { UserFlags } from './users-page';

type Dialogs = 'credits' | 'tier' | 'ban' | 'unban' | 'resend' | null;

function newKey(): string {
  return crypto.randomUUID();
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate text-sm font-medium">{children}</dd>
    </div>
  );
}

function statusTone(status: string): 'ok' | 'warn' | 'bad' | 'muted' | 'info' {
  if (status === 'succeeded') return 'ok';
  if (status === 'partial') return 'warn';
  if (status === 'failed') return 'bad';
  return 'info';
}

function CreditsDialog({ detail, open, onOpenChange }: { detail: AdminUserDetail; open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation('admin');
  const adjust = useAdjustCredits(detail.user.id);
  const [direction, setDirection] = useState<'grant' | 'deduct'>('grant');
  const [amount, setAmount] = useState('');
  const [key, setKey] = useState(newKey);
  useEffect(() => {
    if (open) {
      setKey(newKey());
      setAmount('');
      setDirection('grant');
    }
  }, [open]);
  const n = Number(amount);
  const valid = Number.isInteger(n) && n >= 1 && n <= 100_000;
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('user.credits.title')}
      description={t('user.credits.description', { balance: detail.user.creditsBalance })}
      confirmLabel={direction === 'grant' ? t('user.credits.grant') : t('user.credits.deduct')}
      destructive={direction === 'deduct'}
      valid={valid}
      onConfirm={async (reason) => {
        const result = await adjust.mutateAsync({ amount: direction === 'grant' ? n : -n, reason, idempotencyKey: key });
        toast.success(result.applied ? t('user.credits.done', { balance: result.balance }) : t('user.credits.replayed'));
      }}
    >
      <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label={t('user.credits.direction')}>
        {(['grant', 'deduct'] as const).map((d) => (
          <Button key={d} type="button" role="radio" aria-checked={direction === d} variant={direction === d ? 'default' : 'outline'} onClick={() => setDirection(d)}>
            {t(`user.credits.${d}`)}
          </Button>
        ))}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="admin-credit-amount">{t('user.credits.amount')}</Label>
        <Input id="admin-credit-amount" inputMode="numeric" type="number" min={1} max={100000} step={1} value={amount} onChange={(e) => setAmount(e.target.value)} required />
      </div>
    </ActionDialog>
  );
}

function TierDialog({ detail, open, onOpenChange }: { detail: AdminUserDetail; open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation('admin');
  const set = useComplimentaryTier(detail.user.id);
  const [tier, setTier] = useState<string>(detail.user.complimentaryTier ?? '');
  useEffect(() => {
    if (open) setTier(detail.user.complimentaryTier ?? '');
  }, [open, detail.user.complimentaryTier]);
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('user.tier.title')}
      description={t('user.tier.description')}
      confirmLabel={t('user.tier.save')}
      valid={tier !== (detail.user.complimentaryTier ?? '')}
      onConfirm={async (reason) => {
        const user = await set.mutateAsync({ tier: (tier || null) as Exclude<(typeof TIERS)[number], 'Free'> | null, reason });
        toast.success(t('user.tier.done', { tier: user.tier }));
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor="admin-tier">{t('user.tier.label')}</Label>
        <select
          id="admin-tier"
          value={tier}
          onChange={(e) => setTier(e.target.value)}
          className="h-10 w-full rounded-lg border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/20"
        >
          <option value="">{t('user.tier.none')}</option>
          {TIERS.filter((x) => x !== 'Free').map((x) => (
            <option key={x} value={x}>
              {x}
            </option>
          ))}
        </select>
      </div>
    </ActionDialog>
  );
}

function BanDialog({ detail, open, onOpenChange }: { detail: AdminUserDetail; open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation('admin');
  const ban = useBan(detail.user.id);
  const [days, setDays] = useState('');
  const n = days.trim() === '' ? null : Number(days);
  const valid = n === null || (Number.isInteger(n) && n >= 1 && n <= 3650);
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('user.ban.title', { name: detail.user.name })}
      description={t('user.ban.description')}
      confirmLabel={t('user.ban.confirm')}
      destructive
      valid={valid}
      onConfirm={async (reason) => {
        await ban.mutateAsync({ reason, days: n });
        toast.success(t('user.ban.done'));
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor="admin-ban-days">{t('user.ban.days')}</Label>
        <Input id="admin-ban-days" type="number" inputMode="numeric" min={1} max={3650} value={days} onChange={(e) => setDays(e.target.value)} placeholder={t('user.ban.daysPlaceholder')} />
      </div>
    </ActionDialog>
  );
}

/** The user page. */
export function UserPage() {
  const { t } = useTranslation('admin');
  const fmt = useAdminFormat();
  const { id = '' } = useParams();
  const detail = useUserDetail(id);
  const audit = useAudit(id);
  const unban = useUnban(id);
  const resend = useResendConfirmation(id);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const close = (open: boolean) => !open && setDialog(null);

  if (detail.isError) {
    return <RetryAlert message={t('errors.load')} retryLabel={t('actions.retry')} onRetry={() => void detail.refetch()} />;
  }
  if (!detail.data) return <Loading />;
  const d = detail.data;
  const u = d.user;
  const isAdmin = u.role.split(',').includes('admin');

  return (
    <>
      <div className="space-y-3">
        <Button asChild variant="ghost" size="sm" className="-ml-2 gap-1.5">
          <Link to="/admin/users">
            <ArrowLeft aria-hidden />
            {t('user.back')}
          </Link>
        </Button>
        <header className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
          <div className="min-w-0 space-y-1">
            <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{u.name}</h1>
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <span className="break-all">{u.email}</span>
              <UserFlags user={u} />
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setDialog('credits')}>
              <Coins aria-hidden />
              {t('user.actions.credits')}
            </Button>
            <Button variant="outline" onClick={() => setDialog('tier')}>
              <Crown aria-hidden />
              {t('user.actions.tier')}
            </Button>
            {!u.emailVerified ? (
              <Button variant="outline" onClick={() => setDialog('resend')}>
                <MailCheck aria-hidden />
                {t('user.actions.resend')}
              </Button>
            ) : null}
            {u.banned ? (
              <Button variant="outline" onClick={() => setDialog('unban')}>
                <ShieldCheck aria-hidden />
                {t('user.actions.unban')}
              </Button>
            ) : !isAdmin ? (
              <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setDialog('ban')}>
                <Ban aria-hidden />
                {t('user.actions.ban')}
              </Button>
            ) : null}
          </div>
        </header>
      </div>

      <Panel>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          <Field label={t('user.fields.tier')}>
            {u.tier}
            {u.complimentaryTier ? <span className="ml-1 text-xs font-normal text-muted-foreground">({t('users.flags.complimentary')})</span> : null}
          </Field>
          <Field label={t('user.fields.balance')}>
            <span data-testid="admin-user-balance">{fmt.number(u.creditsBalance)}</span>
          </Field>
          <Field label={t('user.fields.paidTier')}>
            {d.paidTier} · {t(`user.subscriptionStatus.${d.subscriptionStatus}`, { defaultValue: d.subscriptionStatus })}
          </Field>
          <Field label={t('user.fields.signedUp')}>{fmt.date(u.createdAt)}</Field>
          <Field label={t('user.fields.lastActive')}>{fmt.dateTime(u.lastActiveAt)}</Field>
          <Field label={t('user.fields.ban')}>
            {u.banned ? (d.banExpires ? t('user.fields.bannedUntil', { date: fmt.date(d.banExpires) }) : t('user.fields.bannedIndefinitely')) : t('user.fields.notBanned')}
          </Field>
        </dl>
        {u.banned && d.banReason ? <p className="mt-3 text-sm text-muted-foreground">{t('user.fields.banReason', { reason: d.banReason })}</p> : null}
      </Panel>

      <AccountManagerPanel userId={u.id} />

      <Tabs defaultValue="ledger" className="gap-4">
        <div className="overflow-x-auto">
          <TabsList>
            <TabsTrigger value="ledger">{t('user.tabs.ledger')}</TabsTrigger>
            <TabsTrigger value="generations">{t('user.tabs.generations', { n: d.generations.length })}</TabsTrigger>
            <TabsTrigger value="videos">{t('user.tabs.videos', { n: d.videos.length })}</TabsTrigger>
            <TabsTrigger value="tickets">{t('user.tabs.tickets', { n: d.tickets.length })}</TabsTrigger>
            <TabsTrigger value="sessions">{t('user.tabs.sessions', { n: d.sessions.length })}</TabsTrigger>
            <TabsTrigger value="audit">{t('user.tabs.audit')}</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="ledger">
          <Panel title={t('user.ledger.title')} description={t('user.ledger.sum', { sum: d.ledgerSum, balance: u.creditsBalance })}>
            {d.ledger.length === 0 ? (
              <Empty>{t('user.ledger.empty')}</Empty>
            ) : (
              <ul className="divide-y text-sm">
                {d.ledger.map((row) => (
                  <li key={row.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5">
                    <div className="min-w-0">
                      <p className="font-medium">{t(`user.ledger.reasons.${row.reason}`)}</p>
                      <p className="text-xs break-words text-muted-foreground">
                        {fmt.dateTime(row.createdAt)}
                        {row.reason === 'admin_adjustment' && row.reference ? ` · ${row.reference}` : ''}
                      </p>
                    </div>
                    <div className="text-right tabular-nums">
                      <span className={row.amount > 0 ? 'font-semibold text-emerald-700 dark:text-emerald-300' : 'font-semibold'}>
                        {row.amount > 0 ? '+' : ''}
                        {fmt.number(row.amount)}
                      </span>
                      <span className="ml-2 text-xs text-muted-foreground">{t('user.ledger.after', { balance: row.balanceAfter })}</span>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </TabsContent>
        <TabsContent value="generations">
          <Panel title={t('user.generations.title')}>
            {d.generations.length === 0 ? (
              <Empty>{t('user.generations.empty')}</Empty>
            ) : (
              <ul className="divide-y text-sm">
                {d.generations.map((g) => (
                  <li key={g.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                    <div className="min-w-0">
                      <p className="font-mono text-xs text-muted-foreground">{g.id}</p>
                      <p>
                        {t('user.generations.summary', { count: g.requestedCount, made: g.requestedCount - g.failedCount, requested: g.requestedCount, reserved: g.creditsReserved, refunded: g.creditsRefunded })}
                      </p>
                      {g.error ? <p className="text-xs break-words text-destructive">{g.error}</p> : null}
                      <GenerationFidelity generation={g} threshold={d.fidelityThreshold} />
                    </div>
                    <div className="flex items-center gap-2">
                      <StatePill tone={statusTone(g.status)}>{t(`states.work.${g.status}`)}</StatePill>
                      <span className="text-xs text-muted-foreground">{fmt.dateTime(g.createdAt)}</span>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </TabsContent>
        <TabsContent value="videos">
          <Panel title={t('user.videos.title')}>
            {d.videos.length === 0 ? (
              <Empty>{t('user.videos.empty')}</Empty>
            ) : (
              <ul className="divide-y text-sm">
                {d.videos.map((v) => (
                  <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                    <div className="min-w-0">
                      <p className="font-medium">{v.title ?? v.id}</p>
                      <p className="text-xs text-muted-foreground">
                        {v.engine} · {t('user.videos.credits', { reserved: v.creditsReserved, refunded: v.creditsRefunded })}
                      </p>
                      {v.error ? <p className="text-xs break-words text-destructive">{v.error}</p> : null}
                    </div>
                    <div className="flex items-center gap-2">
                      <StatePill tone={statusTone(v.status)}>{t(`states.work.${v.status}`)}</StatePill>
                      <span className="text-xs text-muted-foreground">{fmt.dateTime(v.createdAt)}</span>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </TabsContent>
        <TabsContent value="tickets">
          <Panel title={t('user.tickets.title')}>
            {d.tickets.length === 0 ? (
              <Empty>{t('user.tickets.empty')}</Empty>
            ) : (
              <ul className="divide-y text-sm">
                {d.tickets.map((tk) => (
                  <li key={tk.id}>
                    <Link to={`/admin/tickets/${tk.id}`} className="flex flex-wrap items-center justify-between gap-2 py-2.5 hover:underline">
                      <span className="min-w-0 truncate">
                        <span className="text-muted-foreground">#{tk.number}</span> {tk.subject}
                      </span>
                      <span className="flex items-center gap-2">
                        <StatePill tone={ticketTone(tk.status)}>{t(`tickets.statuses.${tk.status}`)}</StatePill>
                        <span className="text-xs text-muted-foreground">{fmt.dateTime(tk.createdAt)}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </TabsContent>
        <TabsContent value="sessions">
          <Panel title={t('user.sessions.title')} description={t('user.sessions.description')}>
            {d.sessions.length === 0 ? (
              <Empty>{t('user.sessions.empty')}</Empty>
            ) : (
              <ul className="divide-y text-sm">
                {d.sessions.map((s) => (
                  <li key={s.id} className="space-y-0.5 py-2.5">
                    <p className="break-words">{s.userAgent ?? t('user.sessions.unknownDevice')}</p>
                    <p className="text-xs text-muted-foreground">
                      {t('user.sessions.line', { ip: s.ipAddress ?? '—', created: fmt.dateTime(s.createdAt), used: fmt.dateTime(s.updatedAt), expires: fmt.dateTime(s.expiresAt) })}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </TabsContent>
        <TabsContent value="audit">
          <Panel title={t('user.tabs.audit')}>{audit.data ? <AuditList items={audit.data.items} /> : <Loading />}</Panel>
        </TabsContent>
      </Tabs>

      <CreditsDialog detail={d} open={dialog === 'credits'} onOpenChange={close} />
      <TierDialog detail={d} open={dialog === 'tier'} onOpenChange={close} />
      <BanDialog detail={d} open={dialog === 'ban'} onOpenChange={close} />
      <ActionDialog
        open={dialog === 'unban'}
        onOpenChange={close}
        title={t('user.unban.title', { name: u.name })}
        confirmLabel={t('user.unban.confirm')}
        onConfirm={async (reason) => {
          await unban.mutateAsync({ reason });
          toast.success(t('user.unban.done'));
        }}
      />
      <ActionDialog
        open={dialog === 'resend'}
        onOpenChange={close}
        title={t('user.resend.title')}
        description={t('user.resend.description', { email: u.email })}
        confirmLabel={t('user.resend.confirm')}
        onConfirm={async (reason) => {
          await resend.mutateAsync({ reason });
          toast.success(t('user.resend.done'));
        }}
      />
    </>
  );
}

export default UserPage;
