/** An error message with a Retry button, for lists that failed to load. */
import { RefreshCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';

/** Shows `message` (under `title` when given) and calls `onRetry` when the button labelled `retryLabel` is pressed. */
export function RetryAlert({ title, message, retryLabel, onRetry }: { title?: string; message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      {title && <AlertTitle>{title}</AlertTitle>}
      <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
        <p>{message}</p>
        <Button size="sm" variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden />
          {retryLabel}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
