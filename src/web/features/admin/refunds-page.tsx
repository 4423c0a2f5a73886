/**
 * Money-back requests: each pending request (oldest first) with the user, the plan and amount of
 * the first payment, when it was paid and asked, the window's end and the user's note, with Approve
 * (refunds the payment, ends the subscription, takes back the period's unspent credits, emails the
 * user) and Decline, both with a reason kept in the audit log; then the newest decided requests.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { ActionDialog } from './action-dialog';
import { type AdminRefundRequest, useAdminRefunds, useRefundDecision } from './api';
import { useAdminFormat } from './format';
import { AdminPageHeader, Empty, Loading, Panel, StatePill } from './parts';

type Decision = { request: AdminRefundRequest; decision: 'approve' | 'decline' } | null;

const TONE = { pending: 'warn', approved: 'ok', declined: 'muted' } as const;

function Row({ request, onDecide }: { request: AdminRefundRequest; onDecide: (d: Decision) => void }) {
  const { t } = useTranslation('admin');
  const fmt = useAdminFormat();
  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4" data-testid="admin-refund-row">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <Link to={`/admin/users/${request.userId}`} className="truncate underline-offset-4 hover:underline">
            {request.userName}
          </Link>
          <span className="truncate text-xs font-normal text-muted-foreground">{request.userEmail}</span>
        </p>
        <p className="text-sm">
          {t('refunds.payment', { plan: t(`common:tiers.${request.tier}`), amount: fmt.money(request.amountMinor, request.currency), date: fmt.date(request.paidAt) })}
        </p>
        <p className="text-xs text-muted-foreground">
          {request.status === 'pending'
            ? t('refunds.asked', { date: fmt.dateTime(request.requestedAt), deadline: fmt.date(request.deadline) })
            : t('refunds.decided', { date: fmt.dateTime(request.decidedAt) })}
          {request.status === 'approved' && request.creditsTakenBack !== null ? ` · ${t('refunds.takenBack', { count: request.creditsTakenBack })}` : ''}
          {request.providerRefundId ? ` · ${request.providerRefundId}` : ''}
        </p>
        {request.message ? <blockquote className="border-l-2 pl-3 text-sm whitespace-pre-wrap text-muted-foreground">{request.message}</blockquote> : null}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <StatePill tone={TONE[request.status]}>{t(`refunds.status.${request.status}`)}</StatePill>
        {request.status === 'pending' ? (
          <>
            <Button size="sm" variant="outline" onClick={() => onDecide({ request, decision: 'decline' })}>
              {t('refunds.decline')}
            </Button>
            <Button size="sm" onClick={() => onDecide({ request, decision: 'approve' })}>
              {t('refunds.approve')}
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}

/** The refunds page. */
export function RefundsPage() {
  const { t } = useTranslation('admin');
  const fmt = useAdminFormat();
  const refunds = useAdminRefunds();
  const decide = useRefundDecision();
  const [open, setOpen] = useState<Decision>(null);
  const current = open?.request;
  return (
    <>
      <AdminPageHeader title={t('refunds.title')} subtitle={t('refunds.subtitle')} />
      <Panel>
        {refunds.isError && !refunds.data ? (
          <RetryAlert message={t('errors.load')} retryLabel={t('actions.retry')} onRetry={() => void refunds.refetch()} />
        ) : !refunds.data ? (
          <Loading />
        ) : refunds.data.items.length === 0 ? (
          <Empty>{t('refunds.empty')}</Empty>
        ) : (
          <>
            <p className="mb-3 text-sm text-muted-foreground" data-testid="admin-refunds-pending">
              {t('refunds.pendingCount', { count: refunds.data.pending })}
            </p>
            <ul className="divide-y rounded-xl border">
              {refunds.data.items.map((request) => (
                <Row key={request.id} request={request} onDecide={setOpen} />
              ))}
            </ul>
          </>
        )}
      </Panel>
      <ActionDialog
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={open?.decision === 'approve' ? t('refunds.approveTitle') : t('refunds.declineTitle')}
        description={
          current
            ? open?.decision === 'approve'
              ? t('refunds.approveBody', { amount: fmt.money(current.amountMinor, current.currency), name: current.userName })
              : t('refunds.declineBody', { name: current.userName })
            : undefined
        }
        confirmLabel={open?.decision === 'approve' ? t('refunds.approve') : t('refunds.decline')}
        destructive={open?.decision === 'approve'}
        onConfirm={async (reason) => {
          if (!open) return;
          const result = await decide.mutateAsync({ id: open.request.id, decision: open.decision, reason });
          toast.success(result?.status === 'approved' ? t('refunds.approved', { count: result.creditsTakenBack ?? 0 }) : t('refunds.declined'));
        }}
      />
    </>
  );
}

export default RefundsPage;
