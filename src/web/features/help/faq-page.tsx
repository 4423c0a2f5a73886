/**
 * /help/faq (the FAQ with search and categories): the questions by
 * category, a search over questions and answers in the current language (features/help/faq.ts)
 * kept in `?q=` so a search can be shared, category filters in `?category=`, and the matching
 * words highlighted. Each answer opens in place (a native disclosure). The search box keeps its own
 * text ahead of the address (hooks/use-search-text.ts: typing over a selection must replace it while
 * the router catches up).
 */
import { ChevronDown, Search, X } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@web/components/ui/input';
import { useSearchText } from '@web/hooks/use-search-text';
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

/** The FAQ page. */
export function FaqPage() {
  const { t, i18n } = useTranslation('help');
  const language = i18n.resolvedLanguage ?? 'pt';
  const { text, params, update: updateSearch } = useSearchText('q');
  const query = params.get('q') ?? '';
  const categoryParam = params.get('category');
  const category = FAQ_CATEGORY_IDS.includes(categoryParam as FaqCategory) ? (categoryParam as FaqCategory) : null;

  const entries = useMemo(() => faqEntries(t, language), [t, language]);
  const searching = query.trim().length > 0;
  const found = useMemo(() => searchFaq(entries, query, language).filter((e) => !category || e.category === category), [entries, query, language, category]);

  const update = (next: { q?: string; category?: FaqCategory | null }) =>
    updateSearch({ text: next.q, set: next.category !== undefined ? { category: next.category } : {} });

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
