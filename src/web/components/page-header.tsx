/** The header of a signed-in page: title, subtitle and its actions on the right, or under the title when the width does not hold both (phones). */
import type { ReactNode } from 'react';

export function PageHeader({ title, subtitle, action }: { title: ReactNode; subtitle?: ReactNode; action?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4 sm:items-end">
      <div className="min-w-[10rem] flex-1 space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {subtitle ? <p className="text-sm text-muted-foreground sm:text-base">{subtitle}</p> : null}
      </div>
      {action}
    </header>
  );
}
