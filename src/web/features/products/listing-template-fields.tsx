/**
 * The listing template of a catalogue run: the marketplace, a brand kit's fonts and colour (or
 * Vitrine's), and which images each product's set holds, in listing order: the main image
 * (always first), scenes from the product's library (0 to 3), an infographic from its features,
 * detail crops (0 to 3) and its other photos. A kind the marketplace forbids stays visible,
 * disabled, with the marketplace's rule. Rules: src/shared/listing-sets.ts; each product fills the
 * template from its own data on the server (src/server/services/catalogue-runs.ts).
 */
import { useTranslation } from 'react-i18next';
import { LISTING_MARKETPLACES, LISTING_RULES, LISTING_TEXT_LIMITS, type CatalogueListingKind, type ListingMarketplace } from '@shared/listing-sets';
import { Label } from '@web/components/ui/label';
import { useBrandKits } from '@web/features/ads/api';

/** What the user picks; `kindsOf` turns it into the template's kinds. */
export interface ListingTemplate {
  marketplace: ListingMarketplace;
  brandKitId: string | null;
  scenes: number;
  infographic: boolean;
  details: number;
  angles: boolean;
}

export const INITIAL_TEMPLATE: ListingTemplate = { marketplace: 'amazon', brandKitId: null, scenes: 1, infographic: true, details: 2, angles: true };

/** The template's kinds in listing order (main, scenes, infographic, details, angles), without those the marketplace forbids. */
export function kindsOf(template: ListingTemplate): CatalogueListingKind[] {
  const allowed = LISTING_RULES[template.marketplace].slots;
  return [
    'main' as const,
    ...Array.from({ length: template.scenes }, () => 'scene' as const),
    ...(template.infographic && allowed.infographic.allowed ? ['infographic' as const] : []),
    ...Array.from({ length: template.details }, () => 'detail' as const),
    ...(template.angles && allowed.angles.allowed ? ['angles' as const] : []),
  ];
}

const selectClass = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring dark:bg-input/30';
const COUNTS = [0, 1, 2, 3] as const;

export function ListingTemplateFields({ template, onChange }: { template: ListingTemplate; onChange: (t: ListingTemplate) => void }) {
  const { t } = useTranslation(['products', 'listing']);
  const kits = useBrandKits();
  const rules = LISTING_RULES[template.marketplace];
  const infographicRule = rules.slots.infographic;
  const images = kindsOf(template).length;
  const set = (patch: Partial<ListingTemplate>) => onChange({ ...template, ...patch });

  return (
    <div className="space-y-3" data-testid="listing-template">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="run-marketplace">{t('products:run.listing.marketplace')}</Label>
          <select id="run-marketplace" className={selectClass} value={template.marketplace} onChange={(e) => set({ marketplace: e.target.value as ListingMarketplace })}>
            {LISTING_MARKETPLACES.map((m) => (
              <option key={m} value={m}>
                {t(`listing:marketplaces.${m}`)} · {LISTING_RULES[m].width}×{LISTING_RULES[m].height}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="run-brand-kit">{t('listing:slots.styleHeading')}</Label>
          <select id="run-brand-kit" className={selectClass} value={template.brandKitId ?? ''} onChange={(e) => set({ brandKitId: e.target.value || null })}>
            <option value="">{t('listing:slots.vitrineStyle')}</option>
            {(kits.data?.items ?? []).map((k) => (
              <option key={k.id} value={k.id}>
                {k.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="space-y-2 rounded-lg border p-3">
        <legend className="px-1 text-sm font-medium">{t('products:run.listing.images', { count: images })}</legend>
        <p className="text-sm">
          <span className="font-medium">{t('listing:kinds.main.name')}</span> <span className="text-muted-foreground">· {t('products:run.listing.mainAlways')}</span>
        </p>
        <div className="grid grid-cols-2 items-end gap-3">
          <div className="space-y-1">
            <Label htmlFor="run-scenes">{t('products:run.listing.scenes')}</Label>
            <select id="run-scenes" className={selectClass} value={template.scenes} onChange={(e) => set({ scenes: Number(e.target.value) })}>
              {COUNTS.filter((n) => n <= LISTING_TEXT_LIMITS.scenes).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <Label htmlFor="run-details">{t('products:run.listing.details')}</Label>
            <select id="run-details" className={selectClass} value={template.details} onChange={(e) => set({ details: Number(e.target.value) })}>
              {COUNTS.filter((n) => n <= LISTING_TEXT_LIMITS.detailRegions.max).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={template.infographic && infographicRule.allowed} disabled={!infographicRule.allowed} onChange={(e) => set({ infographic: e.target.checked })} />
          <span>
            <span className="font-medium">{t('listing:kinds.infographic.name')}</span>
            <span className="block text-xs text-muted-foreground">
              {infographicRule.allowed ? t('products:run.listing.infographicHint') : t(`listing:reasons.${infographicRule.reason}`, { marketplace: t(`listing:marketplaces.${template.marketplace}`) })}
            </span>
          </span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={template.angles} onChange={(e) => set({ angles: e.target.checked })} />
          <span>
            <span className="font-medium">{t('listing:kinds.angles.name')}</span>
            <span className="block text-xs text-muted-foreground">{t('products:run.listing.anglesHint')}</span>
          </span>
        </label>
        </div>
        {images > rules.maxImages && <p className="text-sm text-destructive">{t('products:run.listing.tooMany', { count: rules.maxImages })}</p>}
      </fieldset>
      <p className="text-xs text-muted-foreground">{t('products:run.listing.hint')}</p>
    </div>
  );
}
