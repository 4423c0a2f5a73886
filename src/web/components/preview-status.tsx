/** A free server-drawn preview's first load and failure, around what it shows once drawn; used by the creation flows' preview step. */
import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';

export type PreviewStatusProps = {
  /** True while the first preview is being drawn (nothing to show yet). */
  loading: boolean;
  /** Why the preview failed, or null/undefined when it did not. */
  error: unknown;
  /** Said beside the spinner while loading ("Drawing the previews…"). */
  loadingText: string;
  /** Said when the error is not an ApiError (whose own message is shown otherwise). */
  errorText: string;
  /** When given (even false), a space and this after the error message: a way out of the error. */
  errorAction?: ReactNode;
  /** The preview itself, shown when neither loading nor failed. */
  children: ReactNode;
};

/** Renders a spinner with `loadingText` while `loading`, else a destructive alert for `error`, else `children`. */
export function PreviewStatus({ loading, error, loadingText, errorText, errorAction, children }: PreviewStatusProps) {
  if (loading) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        {loadingText}
      </p>
    );
  }
  if (error) {
    return (
      <Alert variant="destructive">
        <AlertDescription>
          {error instanceof ApiError ? error.message : errorText}
          {errorAction !== undefined && (
            <>
              {' '}
              {errorAction}
            </>
          )}
        </AlertDescription>
      </Alert>
    );
  }
  return children;
}
