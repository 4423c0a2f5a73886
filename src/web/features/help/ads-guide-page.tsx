/**
 * /help/ad-creatives: the guide to making ad creatives (texts: help.json `adsGuide`; the creator's
 * own labels come from ads.json and pages.json, so the guide names what the screens show). Where
 * the creator is and its six steps; the product's picture; brand kits (fonts, tones, logo rules);
 * angles and copy (the rules suggestions follow, the text limits); the nine layout families and how
 * one design adapts to each size; every placement with its size, safe zone and platform limits;
 * the checks each creative passes; A/B variants; credits and plan limits; the zip and its
 * manifest.csv; and the same by the API.
 * Figures come from the modules the server enforces (AD_PLACEMENTS, AD_LAYOUTS, AD_FONTS,
 * AD_TEXT_LIMITS, BRAND_KIT_LIMITS, AD_SET_CREDITS, adSetCredits, adPlanLimits, PLANS). The images
 * are composed by Vitrine's layout engine from the user's own photo: no image is generated.
 */
import { Code2, Coins, FileArchive, ImageIcon, LayoutTemplate, Megaphone, Palette, Ruler, ShieldCheck, SplitSquareHorizontal, Type } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AD_ANGLES,
  AD_EXTRA_VARIANT_CREDITS,
  AD_FONT_LABELS,
  AD_FONTS,
  AD_LAYOUTS,
  AD_OUTPUT_FORMATS,
  AD_PLACEMENT_IDS,
  AD_PLACEMENTS,
  AD_SET_CREDITS,
  AD_TEXT_LIMITS,
  AD_TONES,
  AD_VARIANT_DIMENSIONS,
  AD_VARIANT_NAMES,
  adPlanLimits,
  adSetCredits,
  BRAND_KIT_LIMITS,
} from '@shared/ad-creatives';
import { API_KEY_PREFIX } from '@shared/contracts/api-keys';
import { PLANS } from '@shared/plans';
import { useAuth } from '@web/features/auth/session';
import { BulletList, Code, FigureTable, GuideCta, GuideLink, GuideSection, GuideTable, GuideToc, Paragraph as P, Steps, Subheading, TermList } from './guide-parts';
import { HelpLayout } from './help-layout';

/** The guide's sections in order (texts: `adsGuide.<id>.title`; anchors: #ads-<id>). */
const SECTIONS = ['where', 'product', 'brand', 'copy', 'layouts', 'placements', 'checks', 'variants', 'credits', 'export', 'api'] as const;

/** The creator's steps (titles: ads.json `steps.<step>`). */
const FLOW_STEPS = ['product', 'brand', 'copy', 'layout', 'preview', 'export'] as const;

/** The brand kit's fields, in the kit form's order. */
const KIT_FIELDS = ['name', 'colours', 'fonts', 'tone', 'logo'] as const;

/** What suggestions never do (server/engine/ads/ad-copy.ts and the model provider's filter). */
const COPY_RULES = ['superlatives', 'claims', 'urgency', 'price'] as const;

/** The texts of a creative with their limit (AD_TEXT_LIMITS) and their label in the creator (ads.json `copy.<label>`). */
const TEXT_ROLES = [
  { limit: 'headline', label: 'headline' },
  { limit: 'subline', label: 'subline' },
  { limit: 'cta', label: 'cta' },
  { limit: 'badge', label: 'badge' },
  { limit: 'quote', label: 'quote' },
  { limit: 'quoteAuthor', label: 'author' },
] as const satisfies readonly { limit: keyof typeof AD_TEXT_LIMITS; label: string }[];

/** Families that need a text the user may not have written (server/engine/ads/ad-layout.ts LAYOUT_NEEDS). */
const LAYOUT_NEEDS: Partial<Record<(typeof AD_LAYOUTS)[number], 'needsBadge' | 'needsQuote'>> = { 'offer-badge': 'needsBadge', 'quote-card': 'needsQuote' };

/** How a design takes a placement's shape (ad-layout.ts shapeOf: aspect ratio 3 or more, 1.3 or more, the rest). */
const SHAPES = ['banner', 'wide', 'tall'] as const;

/** The checks of every creative (AdCheckReport), in the report's order. */
const CHECKS = ['overflow', 'contrast', 'productClear', 'safeZone', 'logoAspect', 'glyphs', 'fileSize', 'textShare'] as const;

/** WCAG contrast the checks ask for (server/engine/ads/ad-checks.ts requiredContrast): body text, and large text. */
const CONTRAST = { normal: 4.5, large: 3 } as const;

/** The columns of a set's manifest.csv (server/services/ad-sets.ts archive). */
const MANIFEST_COLUMNS = 'variant,placement,platform,width,height,file,headline,primary_text,call_to_action,offer,checks_passed';

/** A section of this guide (anchors #ads-<id>). */
function Section(props: { id: string; icon: LucideIcon; title: string; children: ReactNode }) {
  return <GuideSection prefix="ads" {...props} />;
}

/** The ad creatives guide. */
export function AdCreativesGuidePage() {
  const { t, i18n } = useTranslation('help');
  const { user } = useAuth();
  const language = i18n.resolvedLanguage ?? 'pt';
  const number = (n: number) => new Intl.NumberFormat(language).format(n);
  const list = (items: readonly string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
  const placements = AD_PLACEMENT_IDS.map((id) => AD_PLACEMENTS[id]);
  const uploaded = placements.filter((p) => p.maxBytes !== null);
  const responsive = placements.filter((p) => p.maxTextShare !== null);
  const size = (p: { width: number; height: number }) => `${p.width}×${p.height}`;
  const maxKb = Math.max(...uploaded.map((p) => (p.maxBytes ?? 0) / 1024));
  const maxTextPercent = Math.max(...responsive.map((p) => (p.maxTextShare ?? 0) * 100));
  const freeLimits = adPlanLimits('Free');
  const facts = {
    createPage: t('pages:create.pageTitle'),
    card: t('pages:create.ads.title'),
    makeAds: t('pages:create.ads.cta'),
    nameMax: BRAND_KIT_LIMITS.name,
    coloursMin: BRAND_KIT_LIMITS.colours.min,
    coloursMax: BRAND_KIT_LIMITS.colours.max,
    fonts: list(AD_FONTS.map((f) => AD_FONT_LABELS[f])),
    tones: list(AD_TONES.map((tone) => t(`ads:brand.tones.${tone}`))),
    logoMb: number(BRAND_KIT_LIMITS.logoBytes / 1024 ** 2),
    logoSide: number(BRAND_KIT_LIMITS.logoMaxSide),
    kits: BRAND_KIT_LIMITS.kits,
    suggest: t('ads:copy.suggest'),
    badge: t('ads:copy.badge'),
    quote: t('ads:copy.quote'),
    offerLayout: t('ads:layout.families.offer-badge'),
    quoteLayout: t('ads:layout.families.quote-card'),
    fileType: t('ads:layout.format'),
    download: t('ads:export.download'),
    flagged: t('ads:export.flagged'),
    normal: number(CONTRAST.normal),
    large: number(CONTRAST.large),
    kb: number(maxKb),
    percent: number(maxTextPercent),
    uploadedSizes: list(uploaded.map(size)),
    responsiveSizes: list(responsive.map(size)),
    variants: AD_VARIANT_NAMES.length,
    names: list(AD_VARIANT_NAMES),
    light: t('ads:layout.schemes.light'),
    bold: t('ads:layout.schemes.bold'),
    freePlacements: freeLimits.placements,
    freeVariants: freeLimits.variants,
    allPlacements: AD_PLACEMENT_IDS.length,
    layouts: number(AD_LAYOUTS.length),
    formats: list(AD_OUTPUT_FORMATS.map((f) => f.toUpperCase())),
  };
  const origin = typeof window === 'undefined' ? 'https://vitrine.example.com' : window.location.origin;
  const bearer = `-H "Authorization: Bearer ${API_KEY_PREFIX}…"`;
  const step = (n: number) => t('adsGuide.stepLabel', { n });
  const cta = user ? '/create/adgenius' : '/signup';
  const credits = (count: number) => t('adsGuide.credits.amount', { count, formatted: number(count) });
  const sampleBody = JSON.stringify(
    {
      productId: '8b0e…',
      product: { sourceImageId: '3f1c…' },
      brandKitId: '5d2a…',
      placements: ['meta-feed-square', 'google-300x250', 'pinterest-standard'],
      dimension: 'headline',
      variants: [
        { texts: { headline: t('adsGuide.api.sample.headlineA'), cta: t('adsGuide.api.sample.cta') }, layout: 'product-left', scheme: 'light', colourIndex: 0 },
        { texts: { headline: t('adsGuide.api.sample.headlineB'), cta: t('adsGuide.api.sample.cta') }, layout: 'product-left', scheme: 'light', colourIndex: 0 },
      ],
      format: 'png',
    },
    null,
    2,
  );

  return (
    <HelpLayout section="adsGuide" intro={t('adsGuide.intro')}>
      <GuideToc prefix="ads" title={t('adsGuide.toc')} sections={SECTIONS.map((id) => ({ id, title: t(`adsGuide.${id}.title`) }))} />

      <div className="space-y-12">
        <Section id="where" icon={Megaphone} title={t('adsGuide.where.title')}>
          <P>{t('adsGuide.where.body', facts)}</P>
          <Steps label={step} items={FLOW_STEPS.map((key) => ({ key, title: t(`ads:steps.${key}`), body: t(`adsGuide.where.steps.${key}`, facts) }))} />
          <P>{t('adsGuide.where.engine')}</P>
          <GuideCta to={cta} label={t('adsGuide.cta')} />
        </Section>

        <Section id="product" icon={ImageIcon} title={t('adsGuide.product.title')}>
          <P>{t('adsGuide.product.intro')}</P>
          <TermList
            items={[
              { key: 'photo', term: t('ads:product.photos'), body: t('adsGuide.product.photo') },
              { key: 'output', term: t('ads:product.outputs'), body: t('adsGuide.product.output') },
            ]}
          />
          <P>{t('adsGuide.product.library')}</P>
        </Section>

        <Section id="brand" icon={Palette} title={t('adsGuide.brand.title')}>
          <P>{t('adsGuide.brand.intro')}</P>
          <TermList testId="kit-fields" items={KIT_FIELDS.map((field) => ({ key: field, term: t(`adsGuide.brand.fields.${field}.name`), body: t(`adsGuide.brand.fields.${field}.body`, facts) }))} />
          <P>{t('adsGuide.brand.svg')}</P>
          <P muted>{t('adsGuide.brand.kits', facts)}</P>
        </Section>

        <Section id="copy" icon={Type} title={t('adsGuide.copy.title')}>
          <P>{t('adsGuide.copy.intro')}</P>
          <TermList testId="copy-angles" items={AD_ANGLES.map((angle) => ({ key: angle, term: t(`ads:copy.angles.${angle}`), body: t(`adsGuide.copy.angles.${angle}`, facts) }))} />
          <P>{t('adsGuide.copy.suggestions', facts)}</P>
          <BulletList items={COPY_RULES.map((rule) => ({ key: rule, text: t(`adsGuide.copy.rules.${rule}`, facts) }))} />
          <P>{t('adsGuide.copy.model')}</P>
          <P>{t('adsGuide.copy.edit')}</P>
          <FigureTable
            testId="text-limits"
            width="max-w-md"
            caption={t('adsGuide.copy.limitsCaption')}
            nameLabel={t('adsGuide.copy.text')}
            valueLabel={t('adsGuide.copy.characters')}
            rows={TEXT_ROLES.map((role) => ({ key: role.limit, name: t(`ads:copy.${role.label}`), value: number(AD_TEXT_LIMITS[role.limit]) }))}
          />
        </Section>

        <Section id="layouts" icon={LayoutTemplate} title={t('adsGuide.layouts.title')}>
          <P>{t('adsGuide.layouts.intro', facts)}</P>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="layout-families">
            {AD_LAYOUTS.map((layout) => {
              const need = LAYOUT_NEEDS[layout];
              return (
                <li key={layout} className="space-y-1 rounded-xl border bg-card p-4 shadow-xs">
                  <h3 className="font-semibold tracking-tight">{t(`ads:layout.families.${layout}`)}</h3>
                  <p className="text-sm text-pretty text-foreground/85">{t(`adsGuide.layouts.families.${layout}`)}</p>
                  {need && <p className="text-xs font-medium text-primary dark:text-indigo-300">{t(`ads:layout.${need}`)}</p>}
                </li>
              );
            })}
          </ul>
          <P>{t('adsGuide.layouts.needs', facts)}</P>
          <Subheading>{t('adsGuide.layouts.adaptTitle')}</Subheading>
          <P>{t('adsGuide.layouts.adapt')}</P>
          <BulletList items={SHAPES.map((shape) => ({ key: shape, text: t(`adsGuide.layouts.shapes.${shape}`) }))} />
          <P muted>{t('adsGuide.layouts.noCrop')}</P>
        </Section>

        <Section id="placements" icon={Ruler} title={t('adsGuide.placements.title')}>
          <P>{t('adsGuide.placements.intro', facts)}</P>
          <GuideTable
            testId="ad-placements"
            scroll
            caption={t('adsGuide.placements.caption')}
            columns={(['platform', 'placement', 'size', 'safe'] as const).map((column) => ({ label: t(`adsGuide.placements.${column}`) }))}
          >
            {placements.map((p) => (
              <tr key={p.id} className="border-b align-top last:border-0">
                <td className="py-2 pr-3 whitespace-nowrap">{t(`ads:layout.platforms.${p.platform}`)}</td>
                <th scope="row" className="py-2 pr-3 font-normal">
                  {t(`ads:layout.names.${p.id}`)}
                  <code className="block font-mono text-xs text-muted-foreground">{p.id}</code>
                </th>
                <td className="py-2 pr-3 whitespace-nowrap tabular-nums">{size(p)}</td>
                <td className="py-2 text-pretty text-foreground/85">
                  {t(p.safe.documented ? 'adsGuide.placements.documented' : 'adsGuide.placements.margin')}
                  <span className="block text-xs text-muted-foreground tabular-nums">{t('adsGuide.placements.insets', { top: p.safe.top, right: p.safe.right, bottom: p.safe.bottom, left: p.safe.left })}</span>
                  {p.maxBytes !== null && <span className="block text-xs font-medium">{t('adsGuide.placements.maxBytes', { kb: number(p.maxBytes / 1024) })}</span>}
                  {p.maxTextShare !== null && <span className="block text-xs font-medium">{t('adsGuide.placements.maxTextShare', { percent: number(p.maxTextShare * 100) })}</span>}
                </td>
              </tr>
            ))}
          </GuideTable>
          <P>{t('adsGuide.placements.safeZone')}</P>
          <P>{t('adsGuide.placements.google', facts)}</P>
          <P muted>{t('adsGuide.placements.plan', facts)}</P>
        </Section>

        <Section id="checks" icon={ShieldCheck} title={t('adsGuide.checks.title')}>
          <P>{t('adsGuide.checks.intro')}</P>
          <BulletList testId="ad-checks" items={CHECKS.map((check) => ({ key: check, text: t(`adsGuide.checks.items.${check}`, facts) }))} />
          <P>{t('adsGuide.checks.fixed')}</P>
          <P>{t('adsGuide.checks.flagged', facts)}</P>
          <P>{t('adsGuide.checks.refunded')}</P>
        </Section>

        <Section id="variants" icon={SplitSquareHorizontal} title={t('adsGuide.variants.title')}>
          <P>{t('adsGuide.variants.intro', facts)}</P>
          <TermList
            testId="variant-dimensions"
            items={AD_VARIANT_DIMENSIONS.map((dimension) => ({ key: dimension, term: t(`ads:layout.dimensions.${dimension}`), body: t(`adsGuide.variants.dimensions.${dimension}`, facts) }))}
          />
          <P>{t('adsGuide.variants.refused', facts)}</P>
        </Section>

        <Section id="credits" icon={Coins} title={t('adsGuide.credits.title')}>
          <P>{t('adsGuide.credits.free')}</P>
          <P>{t('adsGuide.credits.price', { set: credits(AD_SET_CREDITS), extra: credits(AD_EXTRA_VARIANT_CREDITS) })}</P>
          <FigureTable
            testId="ad-set-credits"
            width="max-w-sm"
            caption={t('adsGuide.credits.caption')}
            nameLabel={t('adsGuide.credits.variants')}
            valueLabel={t('adsGuide.credits.cost')}
            rows={AD_VARIANT_NAMES.map((name, i) => ({ key: name, name: AD_VARIANT_NAMES.slice(0, i + 1).join(', '), value: credits(adSetCredits(i + 1)) }))}
          />
          <P>{t('adsGuide.credits.refunds')}</P>
          <Subheading>{t('adsGuide.credits.plansTitle')}</Subheading>
          <GuideTable
            testId="ad-plan-limits"
            scroll
            compact
            width="max-w-xl"
            caption={t('adsGuide.credits.plansCaption')}
            columns={(['plan', 'placements', 'variants', 'mark'] as const).map((column) => ({ label: t(`adsGuide.credits.${column}`) }))}
          >
            {PLANS.map((plan) => {
              const limits = adPlanLimits(plan.id);
              return (
                <tr key={plan.id} className="border-b last:border-0">
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    {t(`common:tiers.${plan.id}`)}
                  </th>
                  <td className="py-1.5 pr-3 tabular-nums">{limits.placements === AD_PLACEMENT_IDS.length ? t('adsGuide.credits.every', { all: number(limits.placements) }) : number(limits.placements)}</td>
                  <td className="py-1.5 pr-3 tabular-nums">{number(limits.variants)}</td>
                  <td className="py-1.5">{t(limits.watermark ? 'adsGuide.credits.markYes' : 'adsGuide.credits.markNo')}</td>
                </tr>
              );
            })}
          </GuideTable>
          <P muted>{t('adsGuide.credits.why')}</P>
        </Section>

        <Section id="export" icon={FileArchive} title={t('adsGuide.export.title')}>
          <P>{t('adsGuide.export.intro', facts)}</P>
          <Code>{['meta-feed-square/', '  A-meta-feed-square.png', '  B-meta-feed-square.png', 'google-300x250/', '  A-google-300x250.png', '  B-google-300x250.png', 'manifest.csv'].join('\n')}</Code>
          <P>{t('adsGuide.export.manifest')}</P>
          <Code>{MANIFEST_COLUMNS}</Code>
          <P>{t('adsGuide.export.columns')}</P>
          <P>{t('adsGuide.export.library')}</P>
        </Section>

        <Section id="api" icon={Code2} title={t('adsGuide.api.title')}>
          <P>{t('adsGuide.api.intro')}</P>
          <P>{t('adsGuide.api.kits')}</P>
          <Code>{`curl ${origin}/api/v1/brand-kits \\\n  ${bearer} \\\n  -H "Content-Type: application/json" \\\n  -d '{"name":"Barro & Co","colours":["#1f4d3a","#e8b04b"],"headingFont":"montserrat","bodyFont":"inter","tone":"friendly"}'\n\ncurl ${origin}/api/v1/brand-kits/{id}/logo \\\n  ${bearer} \\\n  -F file=@logo.svg`}</Code>
          <P>{t('adsGuide.api.copy')}</P>
          <Code>{`curl ${origin}/api/v1/ad-copy \\\n  ${bearer} \\\n  -H "Content-Type: application/json" \\\n  -d '{"productId":"8b0e…","angle":"benefit","tone":"friendly"}'`}</Code>
          <P>{t('adsGuide.api.body')}</P>
          <Code>{sampleBody}</Code>
          <P>{t('adsGuide.api.preview')}</P>
          <Code>{`curl ${origin}/api/v1/ad-sets \\\n  ${bearer} \\\n  -H "Content-Type: application/json" \\\n  -d @set.json`}</Code>
          <P>{t('adsGuide.api.status')}</P>
          <Code>{`curl ${origin}/api/v1/ad-sets/{id} \\\n  ${bearer}\n\ncurl -o ads.zip ${origin}/api/v1/ad-sets/{id}/archive \\\n  ${bearer}`}</Code>
          <P>{t('adsGuide.api.scopes')}</P>
          <GuideLink to="/help/api-docs" label={t('adsGuide.api.link')} />
        </Section>
      </div>

      <GuideCta to={cta} label={t('adsGuide.cta')} closing />
    </HelpLayout>
  );
}
