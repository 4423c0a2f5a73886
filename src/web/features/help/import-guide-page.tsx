/**
 * /help/import-products: the guide to importing products (texts: help.json `importGuide`). Where
 * the import is; a public Shopify store (products.json, chosen product by product, imported again
 * as updates); a private store connected with an Admin API token; a CSV (its columns in English and
 * in the reader's language, the file's format, the preview and the rows it skips); how photos are
 * fetched and checked; every message of a store that cannot be read (quoted from errors.json, as
 * the import page shows it); one action over many products (the plan's products per run from the
 * plan catalogue); and the same by the API.
 * Figures come from the modules the server enforces (IMPORT_MAX_PRODUCTS, IMPORT_PHOTO_MIN_SIDE,
 * PRODUCT_LIMITS, UPLOAD_MAX_BYTES, PLANS); the import itself is plain data transfer.
 */
import { ArrowRight, Code2, FileSpreadsheet, ImageIcon, KeyRound, PackagePlus, Play, Store, TriangleAlert } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UPLOAD_MAX_BYTES } from '@shared/catalog';
import { API_KEY_PREFIX } from '@shared/contracts/api-keys';
import { IMPORT_MAX_PRODUCTS, IMPORT_PHOTO_MIN_SIDE } from '@shared/contracts/product-imports';
import { PRODUCT_LIMITS } from '@shared/contracts/products';
import { PLANS } from '@shared/plans';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/session';
import { Code, GuideSection, Steps } from './guide-parts';
import { HelpLayout } from './help-layout';

/** The guide's sections in order (texts: `importGuide.<id>.title`; anchors: #import-<id>). */
const SECTIONS = ['where', 'shopify', 'private', 'csv', 'photos', 'errors', 'run', 'api'] as const;

/** Steps of the public Shopify import, of connecting a private store, and of a run over products. */
const SHOPIFY_STEPS = ['address', 'choose', 'import'] as const;
const PRIVATE_STEPS = ['app', 'scope', 'token', 'connect'] as const;
const RUN_STEPS = ['select', 'action', 'cost'] as const;

/** The CSV's columns (the server's CSV_FIELDS) and which of them a row needs. */
const CSV_COLUMNS = ['title', 'sku', 'image_url', 'features', 'audience', 'tags', 'description'] as const;
const CSV_REQUIRED: ReadonlySet<string> = new Set(['title', 'image_url']);
const CSV_FILE_RULES = ['encoding', 'delimiter', 'quotes', 'limits'] as const;
const CSV_PROBLEMS = ['title', 'photo', 'address', 'sku', 'long', 'many'] as const;

/** What an imported photo must be. */
const PHOTO_CHECKS = ['public', 'formats', 'size', 'minSide'] as const;

/** Why a store cannot be read, in the import page's order (messages: errors.json `shopify.<key>`). */
const STORE_FAILURES = ['invalidStore', 'notAStore', 'passwordProtected', 'notFound', 'unauthorized', 'rateLimited', 'unavailable', 'timeout', 'unreachable'] as const;

/** The columns of a run's manifest.csv (server/services/api-batches.ts). */
const MANIFEST_COLUMNS = 'product,reference,source_photo,output_file,kind,preset,width,height,credits';

/** A section of this guide (anchors #import-<id>). */
function Section(props: { id: string; icon: LucideIcon; title: string; children: ReactNode }) {
  return <GuideSection prefix="import" {...props} />;
}

/** The import guide. */
export function ImportProductsGuidePage() {
  const { t, i18n } = useTranslation('help');
  const { user } = useAuth();
  const language = i18n.resolvedLanguage ?? 'pt';
  const number = (n: number) => new Intl.NumberFormat(language).format(n);
  const facts = {
    maxProducts: number(IMPORT_MAX_PRODUCTS),
    minSide: IMPORT_PHOTO_MIN_SIDE,
    uploadMb: UPLOAD_MAX_BYTES / 1024 ** 2,
    maxPhotos: PRODUCT_LIMITS.photos,
    maxTags: PRODUCT_LIMITS.tags,
  };
  const origin = typeof window === 'undefined' ? 'https://vitrine.example.com' : window.location.origin;
  const bearer = `-H "Authorization: Bearer ${API_KEY_PREFIX}…"`;
  const local = (column: string) => t(`importGuide.csv.columns.${column}.name`);
  const showLocal = language !== 'en';
  const sample = [
    [local('title'), local('sku'), local('image_url'), local('tags')].join(','),
    `${t('importGuide.csv.sample.title')},MUG-350,https://shop.example.com/mug-front.jpg https://shop.example.com/mug-side.jpg,"${t('importGuide.csv.sample.tags')}"`,
  ].join('\n');
  const step = (n: number) => t('importGuide.stepLabel', { n });
  const steps = (prefix: string, keys: readonly string[]) =>
    keys.map((key) => ({ key, title: t(`${prefix}.${key}.title`), body: t(`${prefix}.${key}.body`, facts) }));
  const plans = [...PLANS].sort((a, b) => a.catalogueRunProducts - b.catalogueRunProducts);
  const cta = user ? '/products/import' : '/signup';

  return (
    <HelpLayout section="importGuide" intro={t('importGuide.intro')}>
      <nav aria-labelledby="import-toc" className="mb-10 rounded-xl border bg-muted/30 p-5">
        <h2 id="import-toc" className="mb-2 text-sm font-semibold">
          {t('importGuide.toc')}
        </h2>
        <ol className="grid list-decimal gap-x-8 gap-y-1 pl-5 text-sm sm:grid-cols-2">
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#import-${id}`} className="text-primary underline-offset-4 hover:underline dark:text-indigo-300">
                {t(`importGuide.${id}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="space-y-12">
        <Section id="where" icon={PackagePlus} title={t('importGuide.where.title')}>
          <p className="max-w-3xl text-pretty text-foreground/85">{t('importGuide.where.body')}</p>
          <p className="max-w-3xl text-pretty text-muted-foreground">{t('importGuide.where.plain')}</p>
          <Button asChild variant="outline">
            <Link to={cta}>
              {t('importGuide.cta')}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </Section>

        <Section id="shopify" icon={Store} title={t('importGuide.shopify.title')}>
          <p className="max-w-3xl text-pretty text-foreground/85">{t('importGuide.shopify.intro', facts)}</p>
          <Steps label={step} items={steps('importGuide.shopify.steps', SHOPIFY_STEPS)} />
        </Section>

        <Section id="private" icon={KeyRound} title={t('importGuide.private.title')}>
          <p className="max-w-3xl text-pretty text-foreground/85">{t('importGuide.private.intro')}</p>
          <Steps label={step} items={steps('importGuide.private.steps', PRIVATE_STEPS)} />
          <p className="max-w-3xl text-pretty text-foreground/85">{t('importGuide.private.token')}</p>
          <p className="max-w-3xl text-pretty text-muted-foreground">{t('importGuide.private.reading')}</p>
        </Section>

        <Section id="csv" icon={FileSpreadsheet} title={t('importGuide.csv.title')}>
          <p className="max-w-3xl text-pretty text-foreground/85">{t('importGuide.csv.intro')}</p>
          <h3 className="text-lg font-semibold tracking-tight">{t('importGuide.csv.columnsTitle')}</h3>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="csv-columns">
              <caption className="mb-2 text-left text-sm text-muted-foreground">{t('importGuide.csv.caption')}</caption>
              <thead>
                <tr className="border-b">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('importGuide.csv.english')}
                  </th>
                  {showLocal && (
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('importGuide.csv.local')}
                    </th>
                  )}
                  <th scope="col" className="py-2 font-medium">
                    {t('importGuide.csv.content')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {CSV_COLUMNS.map((column) => (
                  <tr key={column} className="border-b align-top last:border-0">
                    <th scope="row" className="py-2 pr-3 font-normal whitespace-nowrap">
                      <code className="font-mono text-xs">{column}</code>
                      {CSV_REQUIRED.has(column) && <span className="block text-xs font-medium text-primary dark:text-indigo-300">{t('importGuide.csv.required')}</span>}
                    </th>
                    {showLocal && <td className="py-2 pr-3 font-mono text-xs whitespace-nowrap">{local(column)}</td>}
                    <td className="py-2 text-pretty text-foreground/85">{t(`importGuide.csv.columns.${column}.body`, facts)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="max-w-3xl text-pretty text-muted-foreground">{t('importGuide.csv.headers')}</p>

          <h3 className="pt-2 text-lg font-semibold tracking-tight">{t('importGuide.csv.fileTitle')}</h3>
          <ul className="max-w-3xl list-disc space-y-1 pl-5 text-foreground/85">
            {CSV_FILE_RULES.map((rule) => (
              <li key={rule}>{t(`importGuide.csv.file.${rule}`, facts)}</li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">{t('importGuide.csv.sampleTitle')}</p>
          <Code>{sample}</Code>

          <h3 className="pt-2 text-lg font-semibold tracking-tight">{t('importGuide.csv.checkTitle')}</h3>
          <p className="max-w-3xl text-pretty text-foreground/85">{t('importGuide.csv.check')}</p>
          <ul className="max-w-3xl list-disc space-y-1 pl-5 text-foreground/85">
            {CSV_PROBLEMS.map((problem) => (
              <li key={problem}>{t(`importGuide.csv.problems.${problem}`, facts)}</li>
            ))}
          </ul>
          <p className="max-w-3xl text-pretty text-foreground/85">{t('importGuide.csv.updates')}</p>
        </Section>

        <Section id="photos" icon={ImageIcon} title={t('importGuide.photos.title')}>
          <p className="max-w-3xl text-pretty text-foreground/85">{t('importGuide.photos.intro')}</p>
          <ul className="max-w-3xl list-disc space-y-1 pl-5 text-foreground/85">
            {PHOTO_CHECKS.map((check) => (
              <li key={check}>{t(`importGuide.photos.checks.${check}`, facts)}</li>
            ))}
          </ul>
          <p className="max-w-3xl text-pretty text-foreground/85">{t('importGuide.photos.fails')}</p>
          <p className="max-w-3xl text-pretty text-foreground/85">{t('importGuide.photos.background')}</p>
        </Section>

        <Section id="errors" icon={TriangleAlert} title={t('importGuide.errors.title')}>
          <p className="max-w-3xl text-pretty text-foreground/85">{t('importGuide.errors.intro')}</p>
          <dl className="max-w-3xl divide-y rounded-xl border" data-testid="store-errors">
            {STORE_FAILURES.map((failure) => (
              <div key={failure} className="space-y-1 p-4">
                <dt className="font-medium">{t(`importGuide.errors.items.${failure}`)}</dt>
                <dd className="text-sm text-pretty text-muted-foreground">
                  {t('importGuide.errors.message', { message: t(`errors:shopify.${failure}`, { status: '5xx' }) })}
                </dd>
                {failure === 'rateLimited' && <dd className="text-sm text-pretty text-foreground/85">{t('importGuide.errors.rateLimitedNote')}</dd>}
              </div>
            ))}
          </dl>
        </Section>

        <Section id="run" icon={Play} title={t('importGuide.run.title')}>
          <p className="max-w-3xl text-pretty text-foreground/85">{t('importGuide.run.intro')}</p>
          <Steps label={step} items={steps('importGuide.run.steps', RUN_STEPS)} />
          <p className="max-w-3xl text-pretty text-foreground/85">{t('importGuide.run.limits')}</p>
          <table className="w-full max-w-sm text-left text-sm" data-testid="run-limits">
            <caption className="mb-2 text-left text-sm text-muted-foreground">{t('importGuide.run.limitsCaption')}</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-1.5 font-medium">
                  {t('importGuide.run.plan')}
                </th>
                <th scope="col" className="py-1.5 font-medium">
                  {t('importGuide.run.perRun')}
                </th>
              </tr>
            </thead>
            <tbody>
              {plans.map((plan) => (
                <tr key={plan.id} className="border-b last:border-0">
                  <th scope="row" className="py-1.5 font-normal">
                    {t(`common:tiers.${plan.id}`)}
                  </th>
                  <td className="py-1.5 tabular-nums">{number(plan.catalogueRunProducts)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="max-w-3xl text-pretty text-foreground/85">{t('importGuide.run.charges')}</p>
          <p className="max-w-3xl text-pretty text-foreground/85">{t('importGuide.run.download')}</p>
          <Code>{MANIFEST_COLUMNS}</Code>
        </Section>

        <Section id="api" icon={Code2} title={t('importGuide.api.title')}>
          <p className="max-w-3xl text-pretty text-foreground/85">{t('importGuide.api.shopify', facts)}</p>
          <Code>{`curl ${origin}/api/v1/imports \\\n  ${bearer} \\\n  -H "Content-Type: application/json" \\\n  -d '{"source":"shopify","storeUrl":"my-shop.myshopify.com","productIds":["7000000001","7000000002"]}'`}</Code>
          <p className="max-w-3xl text-pretty text-foreground/85">{t('importGuide.api.csv')}</p>
          <Code>{`curl ${origin}/api/v1/imports \\\n  ${bearer} \\\n  -F "file=@products.csv"\n\ncurl ${origin}/api/v1/imports/{id} \\\n  ${bearer}`}</Code>
          <p className="max-w-3xl text-pretty text-foreground/85">{t('importGuide.api.runs')}</p>
          <Code>{`curl ${origin}/api/v1/catalogue-runs \\\n  ${bearer} \\\n  -H "Content-Type: application/json" \\\n  -d '{"selection":{"tag":"mugs"},"action":{"type":"packshot","preset":"amazon"}}'`}</Code>
          <p>
            <Link to="/help/api-docs" className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline dark:text-indigo-300">
              {t('importGuide.api.link')}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </p>
        </Section>
      </div>

      <div className="mt-12 flex justify-center">
        <Button asChild size="lg">
          <Link to={cta}>
            {t('importGuide.cta')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </HelpLayout>
  );
}
