/** The credits card: balance, how much of the allowance is used, and facts under it. */
import { Coins } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { cn } from '@web/lib/utils';

export type CreditSummaryProps = {
  /** The card's caption beside the coins icon ('Credits', 'Credits remaining'). */
  label: string;
  /** Shown at the right of the caption (e.g. the plan badge). */
  aside?: ReactNode;
  /** The balance, already formatted (or a placeholder while it loads). */
  balance: ReactNode;
  balanceTestId?: string;
  /** The usage bar (0-100) with its accessible label and the text under it ('1 of 10 credits used'); none when null. */
  usage?: { percent: number; label: string; text: ReactNode; textTestId?: string } | null;
  /** Further content under the bar: facts, or an error in place of them. */
  children?: ReactNode;
  className?: string;
};

/**
 * A card with the caption and the large balance in its header, then the usage bar and its text, then
 * `children`. Used by the dashboard's stats card and the billing tab's credits card.
 */
export function CreditSummary({ label, aside, balance, balanceTestId, usage, children, className }: CreditSummaryProps) {
  return (
    <Card className={cn('gap-4', className)}>
      <CardHeader>
        <CardDescription className="flex items-center justify-between gap-2">
          <span className="flex items-center gap-2">
            <Coins className="size-4" aria-hidden />
            {label}
          </span>
          {aside}
        </CardDescription>
        <CardTitle className="text-4xl tabular-nums" data-testid={balanceTestId}>
          {balance}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {usage && (
          <div className="space-y-1.5">
            <Progress value={usage.percent} aria-label={usage.label} />
            <p className="text-xs text-muted-foreground" data-testid={usage.textTestId}>
              {usage.text}
            </p>
          </div>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
