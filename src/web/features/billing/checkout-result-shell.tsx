/** The frame of the pages outside the shared layout that close a payment: a centred card on the brand backdrop. */
import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

/** Centres `children` in a card; `banner` goes above it (the test-mode strip). */
export function CheckoutResultShell({ children, banner, className }: { children: ReactNode; banner?: ReactNode; className?: string }) {
  return (
    <div className="bg-vitrine flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:px-6 sm:py-14">
      <div className={cn('w-full max-w-lg space-y-4', className)}>
        {banner}
        <section className="flex flex-col gap-6 rounded-2xl border bg-card px-5 py-8 text-card-foreground shadow-xl shadow-black/[0.04] sm:px-8 dark:shadow-black/30">
          {children}
        </section>
      </div>
    </div>
  );
}
