/**
 * The frame of the help centre (help/getting-started, help/import-products, help/ad-creatives,
 * help/product-display, help/ai-marking, help/faq, help/tutorials, help/api-docs): the title, links
 * between the eight sections and, under the page, the way to support. Signed in or out, inside the
 * shared layout.
 */
import { BookOpen, Code, LayoutGrid, LifeBuoy, Megaphone, MessageCircleQuestion, PackagePlus, PlayCircle, ScanEye } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTabs } from '@web/components/page-tabs';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/session';
import { cn } from '@web/lib/utils';

/** The help sections in display order. */
export const HELP_SECTIONS = [
  { key: 'gettingStarted', to: '/help/getting-started', icon: BookOpen },
  { key: 'importGuide', to: '/help/import-products', icon: PackagePlus },
  { key: 'adsGuide', to: '/help/ad-creatives', icon: Megaphone },
  { key: 'listingGuide', to: '/help/product-display', icon: LayoutGrid },
  { key: 'aiMarkingGuide', to: '/help/ai-marking', icon: ScanEye },
  { key: 'faq', to: '/help/faq', icon: MessageCircleQuestion },
  { key: 'tutorials', to: '/help/tutorials', icon: PlayCircle },
  { key: 'apiDocs', to: '/help/api-docs', icon: Code },
] as const;

export type HelpSection = (typeof HELP_SECTIONS)[number]['key'];

/** Where support is reached: the account's help tab (sign-in first when signed out). */
const SUPPORT_PATH = '/account?tab=help';

/** A help page: `section` picks the title and the current link; `wide` gives the content the full width (API docs). */
export function HelpLayout({ section, intro, wide, children }: { section: HelpSection; intro: string; wide?: boolean; children: ReactNode }) {
  const { t } = useTranslation('help');
  const { user } = useAuth();
  const title = t(`${section}.title`);
  useEffect(() => {
    document.title = `${title} · ${t('title')} · Vitrine`;
  }, [title, t]);
  return (
    <div className={cn('mx-auto w-full flex-1 px-4 py-8 sm:px-6 sm:py-10', wide ? 'max-w-7xl' : 'max-w-4xl')}>
      <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase dark:text-indigo-300">{t('title')}</p>
      <PageTabs label={t('nav.label')} tabs={HELP_SECTIONS.map((s) => ({ ...s, label: t(`nav.${s.key}`) }))} scroll className="mb-8" />
      <header className="mb-8 max-w-3xl space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-pretty text-muted-foreground">{intro}</p>
      </header>
      {children}
      <aside className="mt-14 flex flex-col gap-4 rounded-2xl border bg-muted/30 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6" aria-labelledby="help-contact">
        <div className="flex gap-3">
          <LifeBuoy className="mt-0.5 size-5 shrink-0 text-primary dark:text-indigo-300" aria-hidden />
          <div className="space-y-1">
            <h2 id="help-contact" className="font-semibold">
              {t('contact.title')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('contact.body')}</p>
          </div>
        </div>
        <Button asChild variant="outline" className="shrink-0">
          <Link to={user ? SUPPORT_PATH : `/signin?next=${encodeURIComponent(SUPPORT_PATH)}`}>{t('contact.action')}</Link>
        </Button>
      </aside>
    </div>
  );
}
