/** A centred card on the brand backdrop (under the bare layout's header), for the pages reached from email links: unsubscribe, account deletion. */
import type { ReactNode } from 'react';

export function PageCard({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="bg-vitrine flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:px-6 sm:py-14">
      <div className="w-full max-w-lg">
        <section
          className="flex flex-col gap-6 rounded-2xl border bg-card px-5 py-8 text-card-foreground shadow-xl shadow-black/[0.04] sm:px-8 dark:shadow-black/30"
          data-testid={testId}
        >
          {children}
        </section>
      </div>
    </div>
  );
}
