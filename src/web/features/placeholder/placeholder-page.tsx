/**
 * Stand-in for pages that later work fills in: the page's real title, one line on what it will hold and
 * a way back home, in the user's language. Registered on the page's real route (not a 404).
 */
import { House, type LucideIcon, Presentation } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';

/**
 * Pages registered with a placeholder (routed in src/web/router.tsx), each with its icon. A page that
 * gets its real route leaves this list, with its `placeholders.<id>` texts in pages.json.
 */
export const PLACEHOLDER_ICONS = {
  productDisplay: Presentation,
} satisfies Record<string, LucideIcon>;

/** Identifier of a placeholder page (its key in the 'pages' namespace). */
export type PlaceholderId = keyof typeof PLACEHOLDER_ICONS;

/** A decent, translated placeholder for a page that is not built yet. */
export function PlaceholderPage({ id }: { id: PlaceholderId }) {
  const { t } = useTranslation('pages');
  const Icon = PLACEHOLDER_ICONS[id];
  const title = t(`placeholders.${id}.title`);
  useEffect(() => {
    document.title = `${title} · Vitrine`;
  }, [title]);
  return (
    <div className="bg-vitrine flex flex-1 items-center justify-center px-4 py-12 sm:px-6">
      <section className="flex w-full max-w-lg flex-col items-center gap-5 rounded-2xl border bg-card/80 px-6 py-10 text-center shadow-sm backdrop-blur sm:px-10">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
          <Icon className="size-7" aria-hidden />
        </span>
        <Badge variant="secondary">{t('placeholder.badge')}</Badge>
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{title}</h1>
          <p className="text-pretty text-muted-foreground">{t(`placeholders.${id}.description`)}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/">
            <House aria-hidden />
            {t('placeholder.backHome')}
          </Link>
        </Button>
      </section>
    </div>
  );
}
