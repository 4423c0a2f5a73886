/**
 * The price of a set against the user's balance, with the button that makes it and, under the card,
 * why making it failed; used by the creation flows' last step (Ad Creatives, Product Display).
 */
import { Coins, Play } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';

/** The card's texts, already translated. */
export type CostCardTexts = {
  /** The price line ("This set costs 3 credits."). */
  cost: string;
  /** How the price is made up, under it. */
  detail: string;
  /** The balance line ("Balance: 12"); shown only when the balance is known. */
  balance: string;
  /** The button's label ("Make the set"). */
  make: string;
  /** Said under the button when the balance is below the price (and no error is shown). */
  insufficient: string;
  /** The link to /pricing after an `insufficient_credits` error ("Get credits"). */
  buyCredits: string;
};

export type CostCardProps = {
  /** The set's price, in credits. */
  cost: number;
  /** The user's balance, in credits; null while unknown (then nothing is said about it and the button is not held back by it). */
  balance: number | null;
  texts: CostCardTexts;
  /** Makes the set; a rejection is shown in the error alert (an ApiError's message and code, else the error as text). */
  onMake: () => Promise<unknown>;
  /** Holds the button back for a reason of the caller's (besides making and a short balance). */
  disabled?: boolean;
  /** The button's `data-testid`. */
  makeTestId: string;
  /** More to offer after the error message, by the error's code (an ApiError's code, else null). */
  errorAction?: (code: string | null) => ReactNode;
};

/**
 * Renders the card (coins and price, its detail, the balance, the Make button with a spinner while
 * `onMake` runs, "not enough credits" when the balance is short) and, after a failed make, a
 * destructive alert with the message, a "get credits" link for `insufficient_credits` and
 * `errorAction`. The button is disabled while making, when `disabled`, or when the balance is below
 * the price. Both are returned side by side, for the caller's spaced column.
 */
export function CostCard({ cost, balance, texts, onMake, disabled = false, makeTestId, errorAction }: CostCardProps) {
  const [making, setMaking] = useState(false);
  const [error, setError] = useState<{ message: string; code: string | null } | null>(null);
  const short = balance !== null && balance < cost;

  async function make() {
    setMaking(true);
    setError(null);
    try {
      await onMake();
    } catch (e) {
      setError({ message: e instanceof ApiError ? e.message : String(e), code: e instanceof ApiError ? e.code : null });
    } finally {
      setMaking(false);
    }
  }

  return (
    <>
      <div className="space-y-2 rounded-2xl border bg-card p-5 shadow-xs">
        <p className="flex items-center gap-2 text-lg font-semibold">
          <Coins className="size-5 text-amber-500" aria-hidden />
          {texts.cost}
        </p>
        <p className="text-sm text-muted-foreground">{texts.detail}</p>
        {balance !== null && <p className="text-sm">{texts.balance}</p>}
        <Button className="mt-2" onClick={() => void make()} disabled={making || disabled || short} data-testid={makeTestId}>
          {making ? <Spinner className="size-4" /> : <Play className="size-4" aria-hidden />}
          {texts.make}
        </Button>
        {short && !error && <p className="text-sm text-destructive">{texts.insufficient}</p>}
      </div>
      {error && (
        <Alert variant="destructive">
          <AlertDescription>
            {error.message}{' '}
            {error.code === 'insufficient_credits' && (
              <Link to="/pricing" className="font-medium underline underline-offset-4">
                {texts.buyCredits}
              </Link>
            )}
            {errorAction?.(error.code)}
          </AlertDescription>
        </Alert>
      )}
    </>
  );
}
