/**
 * A confirmation before an action that cannot be undone or changes something others rely on
 * (revoking a key, deleting an endpoint, deleting the account): a title, what will happen, Cancel
 * and the action, which shows a spinner while it runs. Closing is refused while it runs.
 */
import type { ReactNode } from 'react';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from './alert-dialog';
import { Button } from './button';
import { Spinner } from './spinner';

export interface ConfirmDialogProps {
  open: boolean;
  /** Asked to close (never while `pending`). */
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  /** Extra classes of the description (e.g. break-all for an address). */
  descriptionClassName?: string;
  cancelLabel: string;
  confirmLabel: string;
  /** A red action button, for what destroys something. */
  destructive?: boolean;
  /** The action is running. */
  pending: boolean;
  onConfirm: () => void;
  /** Another choice shown between Cancel and the action (e.g. a milder way to do it). */
  extra?: ReactNode;
}

/** The dialog. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <AlertDialog open={props.open} onOpenChange={(open) => !open && !props.pending && props.onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{props.title}</AlertDialogTitle>
          <AlertDialogDescription className={props.descriptionClassName}>{props.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={props.pending}>{props.cancelLabel}</AlertDialogCancel>
          {props.extra}
          <Button variant={props.destructive ? 'destructive' : 'default'} onClick={props.onConfirm} disabled={props.pending}>
            {props.pending && <Spinner className="size-4" />}
            {props.confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
