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
import { Code2, FileSpreadsheet, ImageIcon, KeyRound, PackagePlus, Play, Store, TriangleAlert } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '@shared/catalog';
import { API_KEY_PREFIX } from '@shared/contracts/api-keys';
import { IMPORT_MAX_PRODUCTS, IMPORT_PHOTO_MIN_SIDE } from '@shared/contracts/product-imports';
import { PRODUCT_LIMITS } from '@shared/contracts/products';
import { PLANS } from '@shared/plans';
import { useAuth } from '@web/features/auth/session';
import { BulletList, Code, FigureTable, GuideCta, GuideLink, GuideSection, GuideTable, GuideToc, Paragraph as P, Steps, Subheading, TermList } from './guide-parts';
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
const MANIFEST_COLUMNS = 'product,reference,source_photo,output_file,kind,preset,width,height,credits,alt_text';

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
      <GuideToc prefix="import" title={t('importGuide.toc')} sections={SECTIONS.map((id) => ({ id, title: t(`importGuide.${id}.title`) }))} />

      <div className="space-y-12">
        <Section id="where" icon={PackagePlus} title={t('importGuide.where.title')}>
          <P>{t('importGuide.where.body')}</P>
          <P muted>{t('importGuide.where.plain')}</P>
          <GuideCta to={cta} label={t('importGuide.cta')} />
        </Section>

        <Section id="shopify" icon={Store} title={t('importGuide.shopify.title')}>
          <P>{t('importGuide.shopify.intro', facts)}</P>
          <Steps label={step} items={steps('importGuide.shopify.steps', SHOPIFY_STEPS)} />
        </Section>

        <Section id="private" icon={KeyRound} title={t('importGuide.private.title')}>
          <P>{t('importGuide.private.intro')}</P>
          <Steps label={step} items={steps('importGuide.private.steps', PRIVATE_STEPS)} />
          <P>{t('importGuide.private.token')}</P>
          <P muted>{t('importGuide.private.reading')}</P>
        </Section>

        <Section id="csv" icon={FileSpreadsheet} title={t('importGuide.csv.title')}>
          <P>{t('importGuide.csv.intro')}</P>
          <Subheading flush>{t('importGuide.csv.columnsTitle')}</Subheading>
          <GuideTable
            testId="csv-columns"
            scroll
            caption={t('importGuide.csv.caption')}
            columns={[{ label: t('importGuide.csv.english') }, ...(showLocal ? [{ label: t('importGuide.csv.local') }] : []), { label: t('importGuide.csv.content') }]}
          >
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
          </GuideTable>
          <P muted>{t('importGuide.csv.headers')}</P>

          <Subheading>{t('importGuide.csv.fileTitle')}</Subheading>
          <BulletList items={CSV_FILE_RULES.map((rule) => ({ key: rule, text: t(`importGuide.csv.file.${rule}`, facts) }))} />
          <p className="text-sm text-muted-foreground">{t('importGuide.csv.sampleTitle')}</p>
          <Code>{sample}</Code>

          <Subheading>{t('importGuide.csv.checkTitle')}</Subheading>
          <P>{t('importGuide.csv.check')}</P>
          <BulletList items={CSV_PROBLEMS.map((problem) => ({ key: problem, text: t(`importGuide.csv.problems.${problem}`, facts) }))} />
          <P>{t('importGuide.csv.updates')}</P>
        </Section>

        <Section id="photos" icon={ImageIcon} title={t('importGuide.photos.title')}>
          <P>{t('importGuide.photos.intro')}</P>
          <BulletList items={PHOTO_CHECKS.map((check) => ({ key: check, text: t(`importGuide.photos.checks.${check}`, facts) }))} />
          <P>{t('importGuide.photos.fails')}</P>
          <P>{t('importGuide.photos.background')}</P>
        </Section>

        <Section id="errors" icon={TriangleAlert} title={t('importGuide.errors.title')}>
          <P>{t('importGuide.errors.intro')}</P>
          <TermList
            testId="store-errors"
            items={STORE_FAILURES.map((failure) => ({
              key: failure,
              term: t(`importGuide.errors.items.${failure}`),
              body: t('importGuide.errors.message', { message: t(`errors:shopify.${failure}`, { status: '5xx' }) }),
              muted: true,
              note: failure === 'rateLimited' ? t('importGuide.errors.rateLimitedNote') : undefined,
            }))}
          />
        </Section>

        <Section id="run" icon={Play} title={t('importGuide.run.title')}>
          <P>{t('importGuide.run.intro')}</P>
          <Steps label={step} items={steps('importGuide.run.steps', RUN_STEPS)} />
          <P>{t('importGuide.run.limits')}</P>
          <FigureTable
            testId="run-limits"
            width="max-w-sm"
            caption={t('importGuide.run.limitsCaption')}
            nameLabel={t('importGuide.run.plan')}
            valueLabel={t('importGuide.run.perRun')}
            rows={plans.map((plan) => ({ key: plan.id, name: t(`common:tiers.${plan.id}`), value: number(plan.catalogueRunProducts) }))}
          />
          <P>{t('importGuide.run.charges')}</P>
          <P>{t('importGuide.run.download')}</P>
          <Code>{MANIFEST_COLUMNS}</Code>
        </Section>

        <Section id="api" icon={Code2} title={t('importGuide.api.title')}>
          <P>{t('importGuide.api.shopify', facts)}</P>
          <Code>{`curl ${origin}/api/v1/imports \\\n  ${bearer} \\\n  -H "Content-Type: application/json" \\\n  -d '{"source":"shopify","storeUrl":"my-shop.myshopify.com","productIds":["7000000001","7000000002"]}'`}</Code>
          <P>{t('importGuide.api.csv')}</P>
          <Code>{`curl ${origin}/api/v1/imports \\\n  ${bearer} \\\n  -F "file=@products.csv"\n\ncurl ${origin}/api/v1/imports/{id} \\\n  ${bearer}`}</Code>
          <P>{t('importGuide.api.runs')}</P>
          <Code>{`curl ${origin}/api/v1/catalogue-runs \\\n  ${bearer} \\\n  -H "Content-Type: application/json" \\\n  -d '{"selection":{"tag":"mugs"},"action":{"type":"packshot","preset":"amazon"}}'`}</Code>
          <GuideLink to="/help/api-docs" label={t('importGuide.api.link')} />
        </Section>
      </div>

      <GuideCta to={cta} label={t('importGuide.cta')} closing />
    </HelpLayout>
  );
}
