/**
 * The pieces the help centre's long guides share: a code block, a titled section with an anchor
 * (`<prefix>-<id>`, e.g. #import-csv or #ads-checks) and numbered step cards.
 */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function Code({ children }: { children: string }) {
  return <pre className="overflow-x-auto rounded-lg border bg-muted px-4 py-3 font-mono text-xs leading-relaxed">{children}</pre>;
}

/** A guide section: its anchor is `<prefix>-<id>`, its title `<prefix>-<id>-title`. */
export function GuideSection({ prefix, id, icon: Icon, title, children }: { prefix: string; id: string; icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section id={`${prefix}-${id}`} aria-labelledby={`${prefix}-${id}-title`} className="scroll-mt-20 space-y-4 border-t pt-10" data-testid={`guide-${id}`}>
      <h2 id={`${prefix}-${id}-title`} className="flex items-start gap-2 text-2xl font-semibold tracking-tight">
        <Icon className="mt-1 size-6 shrink-0 text-primary dark:text-indigo-300" aria-hidden />
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Numbered steps as cards. */
export function Steps({ label, items }: { label: (n: number) => string; items: { key: string; title: string; body: string }[] }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2">
      {items.map((item, i) => (
        <li key={item.key} className="space-y-2 rounded-xl border bg-card p-5 shadow-xs" data-testid={`step-${item.key}`}>
          <p className="text-sm font-semibold text-primary dark:text-indigo-300">{label(i + 1)}</p>
          <h3 className="text-lg font-semibold tracking-tight">{item.title}</h3>
          <p className="text-pretty text-foreground/85">{item.body}</p>
        </li>
      ))}
    </ol>
  );
}
