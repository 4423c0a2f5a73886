import { X } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

/** Sheet root: a dialog that slides in from a screen edge (Radix Dialog). */
export const Sheet = SheetPrimitive.Root;
/** Element that opens the sheet. */
export const SheetTrigger = SheetPrimitive.Trigger;
/** Element that closes the sheet. */
export const SheetClose = SheetPrimitive.Close;

const SIDE_CLASSES = {
  left: 'inset-y-0 left-0 h-full border-r data-[state=open]:animate-[vitrine-sheet-left_200ms_ease-out]',
  right: 'inset-y-0 right-0 h-full border-l data-[state=open]:animate-[vitrine-sheet-right_200ms_ease-out]',
} as const;

/** Sheet panel on the left or right edge, portalled, with a close button unless `hideClose`. */
export function SheetContent({
  className,
  children,
  side = 'right',
  hideClose = false,
  closeLabel,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & { side?: 'left' | 'right'; hideClose?: boolean; closeLabel?: string }) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay data-slot="sheet-overlay" className="fixed inset-0 z-50 bg-black/50" />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn('fixed z-50 flex flex-col gap-4 bg-background shadow-xl outline-none', SIDE_CLASSES[side], className)}
        {...props}
      >
        {children}
        {!hideClose && (
          <SheetPrimitive.Close
            className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring"
            aria-label={closeLabel ?? 'Close'}
          >
            <X className="size-4" aria-hidden />
          </SheetPrimitive.Close>
        )}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

/** Sheet header. */
export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-header" className={cn('flex flex-col gap-1.5 p-4', className)} {...props} />;
}

/** Sheet title (required by Radix for screen readers; may be visually hidden). */
export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title data-slot="sheet-title" className={cn('font-semibold text-foreground', className)} {...props} />;
}

/** Sheet description. */
export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description data-slot="sheet-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
