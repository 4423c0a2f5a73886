/**
 * The credit history of the billing tab: the ledger newest first, as a table on wide screens
 * and a list on phones (date, reason, signed amount in colour, balance after), 20 entries a page with
 * 'Load more'.
 */
import { History } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CREDIT_REASONS, type CreditTransactionItem } from '@shared/contracts/billing';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadMoreButton } from '@web/components/ui/load-more-button';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { cn } from '@web/lib/utils';
import { useCreditTransactions } from './api';
import { useBillingFormat } from './format';

const KNOWN_REASONS = new Set<string>(CREDIT_REASONS);

/** Colour of a signed amount: green for credits in, red for credits out. */
function amountTone(amount: number): string {
  if (amount > 0) return 'text-emerald-700 dark:text-emerald-400';
  if (amount < 0) return 'text-destructive';
  return 'text-muted-foreground';
}

function HistorySkeleton({ label }: { label: string }) {
  return (
    <ul className="space-y-2" aria-busy="true" aria-label={label}>
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="flex items-center justify-between gap-4 rounded-lg border p-3">
          <div className="w-1/2 space-y-1.5">
            <div className="h-3.5 w-3/4 animate-pulse rounded bg-muted" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-muted" />
          </div>
          <div className="h-4 w-10 animate-pulse rounded bg-muted" />
        </li>
      ))}
    </ul>
  );
}

/** The ledger card. */
export function CreditHistory() {
  const { t } = useTranslation('billing');
  const fmt = useBillingFormat();
  const history = useCreditTransactions();
  const items = useMemo(() => history.data?.pages.flatMap((p) => p.items) ?? [], [history.data]);
  const reason = (item: CreditTransactionItem) => t(KNOWN_REASONS.has(item.reason) ? `reasons.${item.reason}` : 'reasons.other');

  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <History className="size-5 text-muted-foreground" aria-hidden />
          {t('history.title')}
        </CardTitle>
        <CardDescription>{t('history.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {history.isPending ? (
          <HistorySkeleton label={t('history.loading')} />
        ) : history.isError && items.length === 0 ? (
          <RetryAlert message={t('history.loadFailed')} retryLabel={t('common:actions.retry')} onRetry={() => void history.refetch()} />
        ) : items.length === 0 ? (
          <p className="rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">{t('history.empty')}</p>
        ) : (
          <>
            {/* Wide screens: a table. */}
            <div className="hidden overflow-hidden rounded-xl border md:block">
              <table className="w-full text-sm" data-testid="history-table">
                <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-4 py-2.5 font-medium">{t('history.date')}</th>
                    <th scope="col" className="px-4 py-2.5 font-medium">{t('history.reason')}</th>
                    <th scope="col" className="px-4 py-2.5 text-right font-medium">{t('history.amount')}</th>
                    <th scope="col" className="px-4 py-2.5 text-right font-medium">{t('history.balance')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {items.map((item) => (
                    <tr key={item.id} data-testid="history-row">
                      <td className="px-4 py-2.5 whitespace-nowrap text-muted-foreground">
                        <time dateTime={item.createdAt}>{fmt.dateTime(item.createdAt)}</time>
                      </td>
                      <td className="px-4 py-2.5">{reason(item)}</td>
                      <td className={cn('px-4 py-2.5 text-right font-semibold tabular-nums', amountTone(item.amount))}>{fmt.signed(item.amount)}</td>
                      <td className="px-4 py-2.5 text-right tabular-nums">{fmt.number(item.balanceAfter)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {/* Phones: a list. */}
            <ul className="divide-y rounded-xl border md:hidden" data-testid="history-list">
              {items.map((item) => (
                <li key={item.id} className="flex items-center justify-between gap-3 px-3 py-2.5">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium">{reason(item)}</p>
                    <p className="text-xs text-muted-foreground">
                      <time dateTime={item.createdAt}>{fmt.dateTime(item.createdAt)}</time>
                    </p>
                  </div>
                  <div className="shrink-0 text-right">
                    <p className={cn('text-sm font-semibold tabular-nums', amountTone(item.amount))}>{fmt.signed(item.amount)}</p>
                    <p className="text-xs text-muted-foreground tabular-nums">{t('history.balanceAfter', { balance: fmt.number(item.balanceAfter) })}</p>
                  </div>
                </li>
              ))}
            </ul>
            {history.hasNextPage && (
              <LoadMoreButton
                loading={history.isFetchingNextPage}
                label={t('history.loadMore')}
                loadingLabel={t('history.loadingMore')}
                onLoadMore={() => void history.fetchNextPage()}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
