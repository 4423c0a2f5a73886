import { Loader2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

/** Spinning progress indicator; decorative unless given an aria-label. */
export function Spinner({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <Loader2
      data-slot="spinner"
      role={props['aria-label'] ? 'status' : undefined}
      aria-hidden={props['aria-label'] ? undefined : true}
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  );
}
