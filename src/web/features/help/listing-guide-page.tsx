/**
 * /help/product-display: the guide to making a product's listing images (texts: help.json
 * `listingGuide`; the creator's own labels come from listing.json, pages.json and products.json, so
 * the guide names what the screens show). Where the creator is and its five steps; the product's
 * photo and its cut-out (an uncertain one stops the set before anything is charged); the seven kinds
 * of image and their limits; each marketplace's size, number of images, main image fill and the
 * kinds it takes (eBay and Mercado Livre take no added text or graphics); the checks each image
 * passes; credits and refunds; the zip, its alt-text.csv and the library; many products at once
 * (a catalogue run of listing sets from one template, each product filling it from its own data:
 * server/services/catalogue-runs.ts); and the same by the API.
 * Figures come from the modules the server enforces (LISTING_RULES, LISTING_MAX_SLOTS,
 * LISTING_TEXT_LIMITS, LISTING_IMAGE_CREDITS, LENGTH_UNITS, WEIGHT_UNITS, LISTING_ICONS,
 * CATALOGUE_LISTING_KINDS, listingFileName). The images are composed by Vitrine's layout engine
 * from the user's own photo: no image is generated.
 */
import { Boxes, Check, Code2, Coins, FileArchive, ImageIcon, Images, LayoutGrid, Minus, ShieldCheck, Store } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { createElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { API_KEY_PREFIX } from '@shared/contracts/api-keys';
import type { CatalogueRunRequest } from '@shared/contracts/catalogue-runs';
import type { CreateListingSet } from '@shared/contracts/listing-sets';
import { LISTING_ICON_NODES, LISTING_ICONS } from '@shared/listing-icons';
import { CATALOGUE_DETAIL_MAX_ENLARGEMENT, CATALOGUE_LISTING_KINDS, LENGTH_UNITS, LISTING_DETAIL_SHARE, LISTING_IMAGE_CREDITS, LISTING_MARKETPLACES, LISTING_MAX_SLOTS, LISTING_RULES, LISTING_SLOT_KINDS, LISTING_SLOT_REASONS, LISTING_TEXT_LIMITS, listingFileName, WEIGHT_UNITS } from '@shared/listing-sets';
import { useAuth } from '@web/features/auth/session';
import { BulletList, Code, FigureTable, GuideCta, GuideLink, GuideSection, GuideTable, GuideToc, Paragraph as P, Steps, Subheading, TermList } from './guide-parts';
import { HelpLayout } from './help-layout';

/** The guide's sections in order (texts: `listingGuide.<id>.title`; anchors: #listing-<id>). */
const SECTIONS = ['where', 'product', 'kinds', 'marketplaces', 'checks', 'credits', 'export', 'catalogue', 'api'] as const;

/** The creator's steps (titles: listing.json `steps.<step>`; web/features/listing/listing-design.ts LISTING_STEPS). */
const FLOW_STEPS = ['product', 'slots', 'content', 'preview', 'export'] as const;

/** The texts a user writes, with their limit (LISTING_TEXT_LIMITS). */
const TEXT_LIMITS = ['title', 'calloutTitle', 'calloutText', 'comparisonLine'] as const satisfies readonly (keyof typeof LISTING_TEXT_LIMITS)[];

/** The checks of every image (ListingCheckReport), in the report's order. */
const CHECKS = ['size', 'overflow', 'contrast', 'productClear', 'glyphs', 'enlarged', 'compliance'] as const;

/** What the packshot compliance check measures on the main image (ComplianceReport checks). */
const COMPLIANCE = ['size', 'background', 'fill', 'colourSpace', 'metadata', 'cutout'] as const;

/** What refuses a set before anything is charged (server/services/listing-sets.ts checkListingSlots, trustedMatte). */
const REFUSALS = ['slot', 'mainFirst', 'tooMany', 'dimensions', 'glyphs', 'cutout'] as const;

/** WCAG contrast the checks ask for (server/engine/ads/ad-checks.ts requiredContrast): body text, and large text. */
const CONTRAST = { normal: 4.5, large: 3 } as const;

/** The columns of a set's alt-text.csv (server/services/listing-sets.ts archive). */
const CSV_COLUMNS = 'position,file,kind,width,height,alt_text,checks_passed';

/** The columns of a catalogue run's manifest.csv (server/services/api-batches.ts archive). */
const RUN_MANIFEST_COLUMNS = 'product,reference,source_photo,output_file,kind,preset,width,height,credits,alt_text';

/** A catalogue run's example: the products tagged "mugs", each with a set for Amazon (POST /api/v1/catalogue-runs). */
const RUN_SAMPLE = { selection: { tag: 'mugs' }, action: { type: 'listing', marketplace: 'amazon', kinds: ['main', 'infographic', 'detail', 'angles'] } } satisfies CatalogueRunRequest;

/** The example run's zip: two products' folders (by SKU), each set numbered in listing order, and the manifest. */
const RUN_SAMPLE_FILES = [
  ...['MUG-350', 'MUG-500'].flatMap((folder) => [`${folder}/`, ...RUN_SAMPLE.action.kinds.map((kind, i) => `  ${listingFileName(i + 1, kind)}`)]),
  'manifest.csv',
].join('\n');

/** A section of this guide (anchors #listing-<id>). */
function Section(props: { id: string; icon: LucideIcon; title: string; children: ReactNode }) {
  return <GuideSection prefix="listing" {...props} />;
}

/** A source page's address without its scheme, query or `www.`, as its link text. */
const pageOf = (url: string) => {
  const u = new URL(url);
  return `${u.hostname.replace(/^www\./, '')}${u.pathname}`;
};

/** The Product Display guide. */
export function ProductDisplayGuidePage() {
  const { t, i18n } = useTranslation(['help', 'products']);
  const { user } = useAuth();
  const language = i18n.resolvedLanguage ?? 'pt';
  const number = (n: number) => new Intl.NumberFormat(language).format(n);
  const percent = (share: number) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(share);
  const list = (items: readonly string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
  const marketplaces = LISTING_MARKETPLACES.map((id) => LISTING_RULES[id]);
  const marketplaceName = (id: keyof typeof LISTING_RULES) => t(`listing:marketplaces.${id}`);
  /** Marketplaces that take no added text or graphics, by the reason their own pages give. */
  const textFree = LISTING_SLOT_REASONS.map((reason) => ({ reason, ids: LISTING_MARKETPLACES.filter((id) => LISTING_RULES[id].slots.infographic.reason === reason) })).filter((r) => r.ids.length > 0);
  const textKinds = LISTING_SLOT_KINDS.filter((kind) => marketplaces.some((m) => !m.slots[kind].allowed));
  /** The marketplace whose full set is the largest (the first of equals: Amazon), for the price example. */
  const largest = marketplaces.reduce((a, b) => (b.maxImages > a.maxImages ? b : a));
  const credits = (count: number) => t('listingGuide.credits.amount', { count, formatted: number(count) });
  const L = LISTING_TEXT_LIMITS;
  const facts = {
    createPage: t('pages:create.pageTitle'),
    card: t('pages:create.listing.title'),
    makeListing: t('products:product.makeListing'),
    calloutsMin: L.callouts.min,
    calloutsMax: L.callouts.max,
    calloutTitle: number(L.calloutTitle),
    calloutText: number(L.calloutText),
    title: number(L.title),
    linesMin: L.comparisonLines.min,
    linesMax: L.comparisonLines.max,
    ranks: L.detailRegions.max,
    share: percent(LISTING_DETAIL_SHARE),
    maxEnlargement: number(CATALOGUE_DETAIL_MAX_ENLARGEMENT),
    anglesMin: L.angles.min,
    anglesMax: L.angles.max,
    lengthUnits: list(LENGTH_UNITS),
    weightUnits: list(WEIGHT_UNITS),
    icons: number(LISTING_ICONS.length),
    altMax: number(L.altText),
    normal: number(CONTRAST.normal),
    large: number(CONTRAST.large),
    textFree: list(textFree.flatMap((r) => r.ids.map(marketplaceName))),
    textKinds: list(textKinds.map((kind) => t(`listing:kinds.${kind}.name`))),
    angles: t('listing:kinds.angles.name'),
    flagged: t('listing:checks.failed'),
    touchUp: t('listing:preview.touchUp'),
    download: t('listing:export.download'),
    kindIds: list(LISTING_SLOT_KINDS),
    productsPage: t('products:title'),
    runOnProducts: t('products:run.title'),
    listingSets: t('products:run.kinds.listing'),
    scenesMax: L.scenes,
    image: credits(LISTING_IMAGE_CREDITS),
    apiSection: t('listingGuide.api.title'),
  };
  const origin = typeof window === 'undefined' ? 'https://vitrine.example.com' : window.location.origin;
  const bearer = `-H "Authorization: Bearer ${API_KEY_PREFIX}…"`;
  const step = (n: number) => t('listingGuide.stepLabel', { n });
  const cta = user ? '/create/product-display' : '/signup';
  const sample = {
    productId: '8b0e…',
    sourceImageId: '3f1c…',
    marketplace: 'amazon',
    dimensions: { width: 9.5, height: 11, depth: 8, unit: 'cm', weight: 350, weightUnit: 'g' },
    slots: [
      { kind: 'main' },
      {
        kind: 'infographic',
        callouts: [
          { icon: 'hand', title: t('listingGuide.api.sample.handmade') },
          { icon: 'droplets', title: t('listingGuide.api.sample.dishwasher'), text: t('listingGuide.api.sample.dishwasherLine') },
          { icon: 'thermometer', title: t('listingGuide.api.sample.microwave'), anchor: { x: 0.5, y: 0.2 } },
        ],
      },
      { kind: 'dimensions' },
      { kind: 'detail', rank: 0 },
      { kind: 'angles', sourceImageIds: ['3f1c…', '7a9d…'] },
    ],
  } satisfies CreateListingSet;
  const sampleFiles = sample.slots.map((slot, i) => listingFileName(i + 1, slot.kind));

  return (
    <HelpLayout section="listingGuide" intro={t('listingGuide.intro')}>
      <GuideToc prefix="listing" title={t('listingGuide.toc')} sections={SECTIONS.map((id) => ({ id, title: t(`listingGuide.${id}.title`) }))} />

      <div className="space-y-12">
        <Section id="where" icon={LayoutGrid} title={t('listingGuide.where.title')}>
          <P>{t('listingGuide.where.body', facts)}</P>
          <Steps label={step} items={FLOW_STEPS.map((key) => ({ key, title: t(`listing:steps.${key}`), body: t(`listingGuide.where.steps.${key}`, facts) }))} />
          <P>{t('listingGuide.where.engine')}</P>
          <GuideCta to={cta} label={t('listingGuide.cta')} />
        </Section>

        <Section id="product" icon={ImageIcon} title={t('listingGuide.product.title')}>
          <P>{t('listingGuide.product.intro')}</P>
          <P>{t('listingGuide.product.cutout', facts)}</P>
          <P>{t('listingGuide.product.uncertain', facts)}</P>
          <P muted>{t('listingGuide.product.style')}</P>
        </Section>

        <Section id="kinds" icon={Images} title={t('listingGuide.kinds.title')}>
          <P>{t('listingGuide.kinds.intro')}</P>
          <TermList testId="listing-kinds" items={LISTING_SLOT_KINDS.map((kind) => ({ key: kind, term: t(`listing:kinds.${kind}.name`), body: t(`listingGuide.kinds.items.${kind}`, facts) }))} />
          <P>{t('listingGuide.kinds.icons', facts)}</P>
          <ul className="flex max-w-3xl flex-wrap gap-1.5 text-foreground/70" aria-hidden data-testid="listing-icons">
            {LISTING_ICONS.map((icon) => (
              <li key={icon} title={icon} className="rounded-md border bg-card p-1.5">
                <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className="size-4">
                  {LISTING_ICON_NODES[icon].map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
                </svg>
              </li>
            ))}
          </ul>
          <FigureTable
            testId="listing-text-limits"
            width="max-w-md"
            caption={t('listingGuide.kinds.limitsCaption')}
            nameLabel={t('listingGuide.kinds.text')}
            valueLabel={t('listingGuide.kinds.characters')}
            rows={TEXT_LIMITS.map((limit) => ({ key: limit, name: t(`listingGuide.kinds.limits.${limit}`), value: number(L[limit]) }))}
          />
          <P muted>{t('listingGuide.kinds.neverCut')}</P>
        </Section>

        <Section id="marketplaces" icon={Store} title={t('listingGuide.marketplaces.title')}>
          <P>{t('listingGuide.marketplaces.intro')}</P>
          <GuideTable
            testId="listing-marketplaces"
            scroll
            caption={t('listingGuide.marketplaces.caption')}
            columns={(['marketplace', 'size', 'images', 'fill'] as const).map((column) => ({ label: t(`listingGuide.marketplaces.${column}`) }))}
          >
            {marketplaces.map((m) => (
              <tr key={m.id} className="border-b align-top last:border-0">
                <th scope="row" className="py-2 pr-3 font-normal whitespace-nowrap">
                  {marketplaceName(m.id)}
                </th>
                <td className="py-2 pr-3 whitespace-nowrap tabular-nums">{`${m.width}×${m.height}`}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{t('listing:slots.maxImages', { count: m.maxImages })}</td>
                <td className="py-2 tabular-nums">{percent(m.main.fill)}</td>
              </tr>
            ))}
          </GuideTable>
          <P>{t('listingGuide.marketplaces.sizeNote', { cap: number(LISTING_MAX_SLOTS) })}</P>
          <GuideTable
            testId="listing-kinds-by-marketplace"
            scroll
            caption={t('listingGuide.marketplaces.kindsCaption')}
            columns={[{ label: t('listingGuide.marketplaces.kind') }, ...marketplaces.map((m) => ({ label: marketplaceName(m.id), centered: true }))]}
          >
            {LISTING_SLOT_KINDS.map((kind) => (
              <tr key={kind} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-3 font-normal whitespace-nowrap">
                  {t(`listing:kinds.${kind}.name`)}
                </th>
                {marketplaces.map((m) => {
                  const allowed = m.slots[kind].allowed;
                  const Icon = allowed ? Check : Minus;
                  return (
                    <td key={m.id} className="px-2 py-2 text-center">
                      <Icon className={allowed ? 'mx-auto size-4 text-emerald-600 dark:text-emerald-400' : 'mx-auto size-4 text-muted-foreground'} aria-hidden />
                      <span className="sr-only">{t(allowed ? 'listingGuide.marketplaces.offered' : 'listingGuide.marketplaces.notOffered')}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </GuideTable>
          <P>{t('listingGuide.marketplaces.textFree', facts)}</P>
          <BulletList testId="listing-reasons" items={textFree.flatMap(({ reason, ids }) => ids.map((id) => ({ key: id, text: t(`listing:reasons.${reason}`, { marketplace: marketplaceName(id) }) })))} />
          <P>{t('listingGuide.marketplaces.others')}</P>
          <Subheading>{t('listingGuide.marketplaces.sourcesTitle')}</Subheading>
          <P>{t('listingGuide.marketplaces.sources')}</P>
          <dl className="max-w-3xl divide-y rounded-xl border text-sm" data-testid="listing-sources">
            {marketplaces.map((m) => (
              <div key={m.id} className="space-y-1 p-3 sm:grid sm:grid-cols-[9rem_1fr] sm:gap-x-4 sm:gap-y-1 sm:space-y-0">
                <dt className="font-medium">{marketplaceName(m.id)}</dt>
                {m.sources.map((url) => (
                  <dd key={url} className="min-w-0 sm:col-start-2">
                    <a href={url} target="_blank" rel="noreferrer" className="break-words text-primary underline-offset-4 hover:underline dark:text-indigo-300">
                      {pageOf(url)}
                    </a>
                  </dd>
                ))}
              </div>
            ))}
          </dl>
        </Section>

        <Section id="checks" icon={ShieldCheck} title={t('listingGuide.checks.title')}>
          <P>{t('listingGuide.checks.intro')}</P>
          <BulletList testId="listing-checks" items={CHECKS.map((check) => ({ key: check, text: t(`listingGuide.checks.items.${check}`, facts) }))} />
          <P>{t('listingGuide.checks.compliance', facts)}</P>
          <BulletList testId="listing-compliance" items={COMPLIANCE.map((check) => ({ key: check, text: t(`listingGuide.checks.complianceItems.${check}`) }))} />
          <P>{t('listingGuide.checks.notDelivered')}</P>
          <P>{t('listingGuide.checks.flagged', facts)}</P>
          <Subheading>{t('listingGuide.checks.refusedTitle')}</Subheading>
          <P>{t('listingGuide.checks.refused')}</P>
          <BulletList testId="listing-refusals" items={REFUSALS.map((refusal) => ({ key: refusal, text: t(`listingGuide.checks.refusals.${refusal}`, facts) }))} />
        </Section>

        <Section id="credits" icon={Coins} title={t('listingGuide.credits.title')}>
          <P>{t('listingGuide.credits.free')}</P>
          <P>{t('listingGuide.credits.price', { image: credits(LISTING_IMAGE_CREDITS), full: credits(LISTING_IMAGE_CREDITS * largest.maxImages), maxImages: number(largest.maxImages), marketplace: marketplaceName(largest.id) })}</P>
          <P>{t('listingGuide.credits.refunds')}</P>
        </Section>

        <Section id="export" icon={FileArchive} title={t('listingGuide.export.title')}>
          <P>{t('listingGuide.export.intro', facts)}</P>
          <Code>{[...sampleFiles, 'alt-text.csv'].join('\n')}</Code>
          <P>{t('listingGuide.export.numbering')}</P>
          <P>{t('listingGuide.export.csv')}</P>
          <Code>{CSV_COLUMNS}</Code>
          <P>{t('listingGuide.export.columns', facts)}</P>
          <P>{t('listingGuide.export.altText', facts)}</P>
          <P>{t('listingGuide.export.library')}</P>
        </Section>

        <Section id="catalogue" icon={Boxes} title={t('listingGuide.catalogue.title')}>
          <P>{t('listingGuide.catalogue.intro', facts)}</P>
          <P>{t('listingGuide.catalogue.template', facts)}</P>
          <TermList testId="catalogue-kinds" items={CATALOGUE_LISTING_KINDS.map((kind) => ({ key: kind, term: t(`listing:kinds.${kind}.name`), body: t(`listingGuide.catalogue.kinds.${kind}`, facts) }))} />
          <P>{t('listingGuide.catalogue.forbidden', facts)}</P>
          <P>{t('listingGuide.catalogue.fill', facts)}</P>
          <P muted>{t('listingGuide.catalogue.perProduct', facts)}</P>
          <Subheading>{t('listingGuide.catalogue.chargesTitle')}</Subheading>
          <P>{t('listingGuide.catalogue.charges', facts)}</P>
          <P>{t('listingGuide.catalogue.cutout', facts)}</P>
          <P>{t('listingGuide.catalogue.plan')}</P>
          <GuideLink to="/help/import-products#import-run" label={t('listingGuide.catalogue.planLink')} />
          <Subheading>{t('listingGuide.catalogue.downloadTitle')}</Subheading>
          <P>{t('listingGuide.catalogue.download')}</P>
          <Code>{RUN_SAMPLE_FILES}</Code>
          <P>{t('listingGuide.catalogue.manifest')}</P>
          <Code>{RUN_MANIFEST_COLUMNS}</Code>
          <Subheading>{t('listingGuide.catalogue.apiTitle')}</Subheading>
          <P>{t('listingGuide.catalogue.api')}</P>
          <Code>{`curl ${origin}/api/v1/catalogue-runs \\\n  ${bearer} \\\n  -H "Content-Type: application/json" \\\n  -d '${JSON.stringify(RUN_SAMPLE)}'`}</Code>
          <P>{t('listingGuide.catalogue.batches', facts)}</P>
        </Section>

        <Section id="api" icon={Code2} title={t('listingGuide.api.title')}>
          <P>{t('listingGuide.api.intro')}</P>
          <P>{t('listingGuide.api.body')}</P>
          <Code>{JSON.stringify(sample, null, 2)}</Code>
          <P>{t('listingGuide.api.preview')}</P>
          <Code>{`curl ${origin}/api/v1/listing-sets/preview \\\n  ${bearer} \\\n  -H "Content-Type: application/json" \\\n  -d @set.json`}</Code>
          <P>{t('listingGuide.api.create')}</P>
          <Code>{`curl ${origin}/api/v1/listing-sets \\\n  ${bearer} \\\n  -H "Content-Type: application/json" \\\n  -d @set.json`}</Code>
          <P>{t('listingGuide.api.status')}</P>
          <Code>{`curl ${origin}/api/v1/listing-sets/{id} \\\n  ${bearer}\n\ncurl -o listing.zip ${origin}/api/v1/listing-sets/{id}/archive \\\n  ${bearer}\n\ncurl "${origin}/api/v1/listing-sets?productId=8b0e…" \\\n  ${bearer}`}</Code>
          <P>{t('listingGuide.api.scopes')}</P>
          <GuideLink to="/help/api-docs" label={t('listingGuide.api.link')} />
        </Section>
      </div>

      <GuideCta to={cta} label={t('listingGuide.cta')} closing />
    </HelpLayout>
  );
}
