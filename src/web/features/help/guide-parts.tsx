/**
 * The building blocks of the help centre's long guides (import, ad creatives, listing images): the
 * table of contents, a titled section with an anchor (`<prefix>-<id>`, e.g. #import-csv or
 * #ads-checks), paragraphs and sub-headings, numbered step cards, bulleted and definition lists,
 * tables of figures, code blocks, and the links out (the guide's call to action, another page).
 * They hold no text of their own: every word comes from the guide, already translated.
 */
import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';

/** A code block (a sample file, a request, a list of columns), scrolled sideways when long. Input: the text, as shown. */
export function Code({ children }: { children: string }) {
  return <pre className="overflow-x-auto rounded-lg border bg-muted px-4 py-3 font-mono text-xs leading-relaxed">{children}</pre>;
}

/**
 * The guide's table of contents: a numbered list of links to its sections. Inputs: the guide's
 * anchor `prefix`, the list's `title` and the sections (`id`, `title`). Renders a nav labelled by
 * its heading (#<prefix>-toc), each link to #<prefix>-<id>.
 */
export function GuideToc({ prefix, title, sections }: { prefix: string; title: string; sections: readonly { id: string; title: string }[] }) {
  return (
    <nav aria-labelledby={`${prefix}-toc`} className="mb-10 rounded-xl border bg-muted/30 p-5">
      <h2 id={`${prefix}-toc`} className="mb-2 text-sm font-semibold">
        {title}
      </h2>
      <ol className="grid list-decimal gap-x-8 gap-y-1 pl-5 text-sm sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${prefix}-${section.id}`} className="text-primary underline-offset-4 hover:underline dark:text-indigo-300">
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * A guide section. Inputs: the guide's anchor `prefix`, the section's `id`, `icon` and `title`, and
 * its content. Renders a section with the anchor `<prefix>-<id>`, labelled by its h2
 * (`<prefix>-<id>-title`), with the test id `guide-<id>`.
 */
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

/** A paragraph of a guide, at reading width. Inputs: its text; `muted` for a side note (greyed). */
export function Paragraph({ muted, children }: { muted?: boolean; children: ReactNode }) {
  return <p className={muted ? 'max-w-3xl text-pretty text-muted-foreground' : 'max-w-3xl text-pretty text-foreground/85'}>{children}</p>;
}

/** A heading inside a section (h3). Inputs: its text; `flush` when it opens the section (no space above). */
export function Subheading({ flush, children }: { flush?: boolean; children: ReactNode }) {
  return <h3 className={flush ? 'text-lg font-semibold tracking-tight' : 'pt-2 text-lg font-semibold tracking-tight'}>{children}</h3>;
}

/** Numbered steps as cards. Inputs: the step label (`label(n)`, e.g. "Step 2") and the steps (`key`, `title`, `body`); each card has the test id `step-<key>`. */
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

/** A bulleted list at reading width. Inputs: the items (`key`, `text`) and an optional test id. */
export function BulletList({ items, testId }: { items: readonly { key: string; text: ReactNode }[]; testId?: string }) {
  return (
    <ul className="max-w-3xl list-disc space-y-1 pl-5 text-foreground/85" data-testid={testId}>
      {items.map((item) => (
        <li key={item.key}>{item.text}</li>
      ))}
    </ul>
  );
}

/**
 * Terms and what they mean, in a bordered list (a `dl`, one row per term). Inputs: the items
 * (`key`, `term`, `body`; `muted` for a body that quotes a screen, greyed; `note`, a second
 * description under it) and an optional test id.
 */
export function TermList({ items, testId }: { items: readonly { key: string; term: ReactNode; body: ReactNode; muted?: boolean; note?: ReactNode }[]; testId?: string }) {
  return (
    <dl className="max-w-3xl divide-y rounded-xl border" data-testid={testId}>
      {items.map((item) => (
        <div key={item.key} className="space-y-1 p-4">
          <dt className="font-medium">{item.term}</dt>
          <dd className={item.muted ? 'text-sm text-pretty text-muted-foreground' : 'text-sm text-pretty text-foreground/85'}>{item.body}</dd>
          {item.note && <dd className="text-sm text-pretty text-foreground/85">{item.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** A column of a guide table: its header, and `centered` for a column of marks. */
export interface GuideColumn {
  label: ReactNode;
  centered?: boolean;
}

/**
 * A table of a guide: its caption, its column headers and its rows (the children, `tr`s whose
 * cells use the same padding: `py-1.5` when `compact`, else `py-2`). Inputs: `caption`, `columns`,
 * `width` (a max-width class, e.g. `max-w-md`), `scroll` (in a box that scrolls sideways on narrow
 * screens, for wide tables), `compact` and an optional test id.
 */
export function GuideTable({ caption, columns, width, scroll, compact, testId, children }: { caption: string; columns: readonly GuideColumn[]; width?: string; scroll?: boolean; compact?: boolean; testId?: string; children: ReactNode }) {
  const pad = compact ? 'py-1.5' : 'py-2';
  const table = (
    <table className={width ? `w-full ${width} text-left text-sm` : 'w-full text-left text-sm'} data-testid={testId}>
      <caption className="mb-2 text-left text-sm text-muted-foreground">{caption}</caption>
      <thead>
        <tr className="border-b">
          {columns.map((column, i) => (
            <th key={i} scope="col" className={column.centered ? `px-2 ${pad} text-center font-medium` : i === columns.length - 1 ? `${pad} font-medium` : `${pad} pr-3 font-medium`}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  return scroll ? <div className="overflow-x-auto">{table}</div> : table;
}

/**
 * A compact two-column table of figures: a name per row and its figure (a limit, a price, a count).
 * Inputs: `caption`, the two headers (`nameLabel`, `valueLabel`), the rows (`key`, `name`, `value`),
 * `width` (a max-width class) and an optional test id.
 */
export function FigureTable({ caption, nameLabel, valueLabel, rows, width, testId }: { caption: string; nameLabel: ReactNode; valueLabel: ReactNode; rows: readonly { key: string; name: ReactNode; value: ReactNode }[]; width?: string; testId?: string }) {
  return (
    <GuideTable caption={caption} columns={[{ label: nameLabel }, { label: valueLabel }]} width={width} compact testId={testId}>
      {rows.map((row) => (
        <tr key={row.key} className="border-b last:border-0">
          <th scope="row" className="py-1.5 pr-3 font-normal">
            {row.name}
          </th>
          <td className="py-1.5 tabular-nums">{row.value}</td>
        </tr>
      ))}
    </GuideTable>
  );
}

/**
 * The guide's call to action: a button linking to where the feature starts. Inputs: `to`, `label`,
 * and `closing` for the large one centred under the guide's last section (else an outline button).
 */
export function GuideCta({ to, label, closing }: { to: string; label: string; closing?: boolean }) {
  const button = (
    <Button asChild {...(closing ? { size: 'lg' as const } : { variant: 'outline' as const })}>
      <Link to={to}>
        {label}
        <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
  return closing ? <div className="mt-12 flex justify-center">{button}</div> : button;
}

/** A link to another page of the app (e.g. the API reference), on its own line, with an arrow. Inputs: `to` and `label`. */
export function GuideLink({ to, label }: { to: string; label: string }) {
  return (
    <p>
      <Link to={to} className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline dark:text-indigo-300">
        {label}
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </p>
  );
}
