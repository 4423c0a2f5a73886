import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

/** Group of mutually exclusive options (Radix RadioGroup): arrow keys move, one value is chosen. */
export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root data-slot="radio-group" className={cn('grid gap-2', className)} {...props} />;
}

/**
 * An option rendered as a selectable chip or card: bordered, highlighted with the primary colour when
 * chosen. Put any content inside (icon, label, hint).
 */
export function RadioGroupChip({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-chip"
      className={cn(
        'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border border-input bg-background px-3 py-2 text-sm font-medium shadow-xs transition-[color,background-color,border-color,box-shadow] outline-none select-none dark:bg-input/20',
        'hover:border-primary/50 hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring',
        'data-[state=checked]:border-primary data-[state=checked]:bg-accent data-[state=checked]:text-accent-foreground data-[state=checked]:ring-1 data-[state=checked]:ring-primary',
        'disabled:cursor-not-allowed disabled:opacity-45 disabled:hover:border-input disabled:hover:bg-background',
        className,
      )}
      {...props}
    />
  );
}
