/**
 * /help/faq (spec section 2: 'FAQ with search and categories'; issue 16 item 8): the questions by
 * category, a search over questions and answers in the current language (features/help/faq.ts)
 * kept in `?q=` so a search can be shared, category filters in `?category=`, and the matching
 * words highlighted. Each answer opens in place (a native disclosure).
 *
 * The search box holds its own text, updated as the user types: the router applies `?q=` in a
 * transition, later, and a box showing `?q=` would have React put the previous search back after each
 * keystroke and then write the new one over the box when the transition lands, dropping a selection
 * made meanwhile (select all and type appended to the old words). The box follows the address only
 * when it changes from elsewhere (a link, back and forward).
 */
import { ChevronDown, Search, X } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/utils';
import { FAQ_CATEGORY_IDS, type FaqCategory, type FaqEntry, faqEntries, matchRanges, searchFaq } from './faq';
import { HelpLayout } from './help-layout';

/** `text` with the ranges where the query's words occur wrapped in <mark>. */
export function Highlighted({ text, query, language }: { text: string; query: string; language: string }) {
  const ranges = matchRanges(text, query, language);
  if (ranges.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  ranges.forEach(([start, end], i) => {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={i} className="rounded-sm bg-amber-200/80 px-0.5 text-inherit dark:bg-amber-400/30">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  });
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

function FaqItem({ entry, query, language, open }: { entry: FaqEntry; query: string; language: string; open: boolean }) {
  return (
    <li>
      <details className="group rounded-xl border bg-card shadow-xs open:shadow-sm" open={open} data-testid={`faq-${entry.id}`}>
        <summary className="flex cursor-pointer list-none items-start justify-between gap-3 rounded-xl px-4 py-3.5 font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
          <span>
            <Highlighted text={entry.question} query={query} language={language} />
          </span>
          <ChevronDown className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden />
        </summary>
        <p className="px-4 pb-4 text-[15px] leading-relaxed text-pretty text-foreground/85">
          <Highlighted text={entry.answer} query={query} language={language} />
        </p>
      </details>
    </li>
  );
}

/** The location state of the page's own address updates (search box, clear, categories). */
const FROM_FAQ_PAGE = { fromFaqPage: true } as const;

/** The FAQ page. */
export function FaqPage() {
  const { t, i18n } = useTranslation('help');
  const language = i18n.resolvedLanguage ?? 'pt';
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const location = useLocation();
  const navigationType = useNavigationType();
  // The search box's text; it takes `?q=` when the address changed other than by this page.
  const [text, setText] = useState(query);
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    const fromThisPage = navigationType !== 'POP' && (location.state as typeof FROM_FAQ_PAGE | null)?.fromFaqPage === true;
    if (!fromThisPage) setText(query);
  }
  const categoryParam = params.get('category');
  const category = FAQ_CATEGORY_IDS.includes(categoryParam as FaqCategory) ? (categoryParam as FaqCategory) : null;

  const entries = useMemo(() => faqEntries(t, language), [t, language]);
  const searching = query.trim().length > 0;
  const found = useMemo(() => searchFaq(entries, query, language).filter((e) => !category || e.category === category), [entries, query, language, category]);

  // `?q=` is always the box's text, which may be ahead of `params` while the router catches up.
  const update = (next: { q?: string; category?: FaqCategory | null }) => {
    const p = new URLSearchParams(params);
    const q = next.q ?? text;
    if (next.q !== undefined) setText(next.q);
    if (q) p.set('q', q);
    else p.delete('q');
    if (next.category !== undefined) {
      if (next.category) p.set('category', next.category);
      else p.delete('category');
    }
    setParams(p, { replace: true, preventScrollReset: true, state: FROM_FAQ_PAGE });
  };

  const chip = (active: boolean) =>
    cn(
      'rounded-full border px-3 py-1 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
      active ? 'border-primary bg-primary text-primary-foreground' : 'bg-background text-muted-foreground hover:text-foreground',
    );

  // Searching lists the matches best first; browsing groups them by category.
  const groups: { category: FaqCategory | null; items: FaqEntry[] }[] = searching
    ? [{ category: null, items: found }]
    : FAQ_CATEGORY_IDS.filter((c) => !category || c === category).map((c) => ({ category: c, items: found.filter((e) => e.category === c) }));

  return (
    <HelpLayout section="faq" intro={t('faq.intro')}>
      <div className="space-y-4">
        <div className="relative max-w-xl">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            value={text}
            onChange={(e) => update({ q: e.target.value })}
            placeholder={t('faq.searchPlaceholder')}
            aria-label={t('faq.searchLabel')}
            className="h-11 pr-10 pl-9 text-base"
            autoComplete="off"
            data-testid="faq-search"
          />
          {text !== '' && (
            <button
              type="button"
              onClick={() => update({ q: '' })}
              className="absolute top-1/2 right-2 flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
              aria-label={t('faq.clear')}
            >
              <X className="size-4" aria-hidden />
            </button>
          )}
        </div>
        <div role="group" aria-label={t('faq.categoriesLabel')} className="flex flex-wrap gap-2">
          <button type="button" className={chip(category === null)} aria-pressed={category === null} onClick={() => update({ category: null })}>
            {t('faq.all')}
          </button>
          {FAQ_CATEGORY_IDS.map((c) => (
            <button key={c} type="button" className={chip(category === c)} aria-pressed={category === c} onClick={() => update({ category: c })}>
              {t(`faq.categories.${c}`)}
            </button>
          ))}
        </div>
        <p className="min-h-5 text-sm text-muted-foreground" aria-live="polite" data-testid="faq-status">
          {searching ? (found.length ? t('faq.results', { count: found.length, query: query.trim() }) : t('faq.noResults', { query: query.trim() })) : ''}
        </p>
      </div>
      <div className="mt-4 space-y-10">
        {groups
          .filter((g) => g.items.length > 0)
          .map((group) => (
            <section key={group.category ?? 'results'} aria-labelledby={group.category ? `faq-${group.category}-title` : undefined} className="space-y-3">
              {group.category && (
                <h2 id={`faq-${group.category}-title`} className="text-lg font-semibold tracking-tight">
                  {t(`faq.categories.${group.category}`)}
                </h2>
              )}
              <ul className="space-y-2" data-testid={group.category ? `faq-category-${group.category}` : 'faq-results'}>
                {group.items.map((entry) => (
                  <FaqItem key={`${entry.id}-${searching}`} entry={entry} query={query} language={language} open={searching} />
                ))}
              </ul>
            </section>
          ))}
      </div>
    </HelpLayout>
  );
}
