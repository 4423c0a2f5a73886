/**
 * Step 4 of Ad Creatives: the layout family (with a small schematic of each), the placements by
 * platform with their exact sizes (as many as the plan allows), the file type, and the A/B variants:
 * how many, the one dimension they differ in, and each variant's value in it.
 */
import { useTranslation } from 'react-i18next';
import { AD_LAYOUTS, AD_OUTPUT_FORMATS, AD_PLACEMENTS, AD_PLACEMENT_IDS, AD_PLATFORMS, AD_VARIANT_DIMENSIONS, AD_VARIANT_NAMES, type AdLayout, type AdPlacementId, type AdPlanLimits } from '@shared/ad-creatives';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/utils';
import type { AdDesign } from './ad-design';
import type { BrandKit } from './api';

const selectClass = 'h-9 w-full rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring dark:bg-input/30';

/** A schematic of a family: where product (P), text lines and the button sit. */
function LayoutSketch({ layout }: { layout: AdLayout }) {
  const text = <span className="block h-1.5 w-full rounded bg-current opacity-60" />;
  const short = <span className="block h-1.5 w-2/3 rounded bg-current opacity-40" />;
  const button = <span className="block h-2 w-1/2 rounded-full bg-primary" />;
  const product = <span className="block size-full rounded-full bg-amber-500/70" />;
  const col = (children: React.ReactNode, className = '') => <span className={cn('flex flex-1 flex-col justify-center gap-1', className)}>{children}</span>;
  const box = 'flex size-full gap-1.5 p-1.5';
  switch (layout) {
    case 'product-left':
      return <span className={box}>{col(product, 'items-center')}{col(<>{text}{short}{button}</>)}</span>;
    case 'product-right':
      return <span className={box}>{col(<>{text}{short}{button}</>)}{col(product, 'items-center')}</span>;
    case 'colour-split':
      return <span className={cn(box, 'p-0')}><span className="flex flex-1 flex-col justify-center gap-1 bg-primary/30 p-1.5">{text}{short}{button}</span>{col(product, 'items-center p-1.5')}</span>;
    case 'offer-badge':
      return <span className={box}>{col(<>{text}{short}{button}</>)}<span className="relative flex flex-1 items-center">{product}<span className="absolute -top-0.5 -right-0.5 size-3 rounded-full bg-rose-500" /></span></span>;
    case 'quote-card':
      return <span className={box}>{col(<><span className="text-[10px] leading-none font-bold opacity-60">“</span>{text}{text}{short}</>)}{col(product, 'items-center max-w-[35%]')}</span>;
    case 'headline-first':
      return <span className={cn(box, 'flex-col')}><span className="block h-2.5 w-full rounded bg-current opacity-70" /><span className="block h-2.5 w-3/4 rounded bg-current opacity-70" /><span className="mx-auto block size-6 rounded-full bg-amber-500/70" />{button}</span>;
    case 'minimal':
      return <span className={cn(box, 'flex-col items-center')}><span className="block h-1.5 w-1/3 rounded bg-current opacity-40" /><span className="block size-7 rounded-full bg-amber-500/70" />{short}</span>;
    case 'carousel-card':
      return <span className="flex size-full p-1"><span className="flex size-full flex-col items-center gap-1 rounded bg-background p-1 shadow"><span className="block size-5 rounded-full bg-amber-500/70" />{text}{button}</span></span>;
    default:
      return <span className={cn(box, 'flex-col items-center')}>{text}<span className="block size-6 rounded-full bg-amber-500/70" />{button}</span>;
  }
}

/** Layout, placements, file type and variants. */
export function LayoutStep({ design, onDesign, kit, limits }: { design: AdDesign; onDesign: (d: AdDesign) => void; kit: BrandKit | null; limits: AdPlanLimits }) {
  const { t } = useTranslation('ads');
  const set = <K extends keyof AdDesign>(key: K, value: AdDesign[K]) => onDesign({ ...design, [key]: value });
  const needs = (l: AdLayout) => (l === 'offer-badge' && !design.texts.badge?.trim() ? 'needsBadge' : l === 'quote-card' && !design.texts.quote?.trim() ? 'needsQuote' : null);
  const togglePlacement = (id: AdPlacementId, on: boolean) => set('placements', on ? AD_PLACEMENT_IDS.filter((p) => p === id || design.placements.includes(p)) : design.placements.filter((p) => p !== id));
  const colourOptions = (kit?.colours ?? ['#000000']).flatMap((c, i) => (['light', 'bold'] as const).map((scheme) => ({ value: `${scheme}:${i}`, label: `${t(`layout.schemes.${scheme}`)} · ${c}` })));
  const variantCount = design.others.length + 1;
  const setCount = (n: number) => {
    const others = design.others.slice(0, n - 1);
    while (others.length < n - 1) {
      if (design.dimension === 'headline') others.push('');
      else if (design.dimension === 'layout') others.push(AD_LAYOUTS.find((l) => l !== design.layout && !others.includes(l) && !needs(l)) ?? 'hero-centre');
      else others.push(colourOptions.find((o) => o.value !== `${design.scheme}:${design.colourIndex}` && !others.includes(o.value))?.value ?? 'bold:0');
    }
    set('others', others);
  };
  return (
    <div className="space-y-7">
      <header className="space-y-1">
        <h2 className="text-xl font-semibold tracking-tight">{t('layout.heading')}</h2>
      </header>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t('layout.layouts')}</legend>
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-9">
          {AD_LAYOUTS.map((l) => {
            const need = needs(l);
            return (
              <li key={l}>
                <button
                  type="button"
                  disabled={need !== null}
                  aria-pressed={design.layout === l}
                  onClick={() => set('layout', l)}
                  title={need ? t(`layout.${need}`) : undefined}
                  className={cn(
                    'flex w-full flex-col items-center gap-1.5 rounded-xl border bg-card p-2 text-center text-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50',
                    design.layout === l ? 'border-primary ring-2 ring-primary/30' : 'hover:border-primary/50',
                  )}
                >
                  <span className="flex aspect-square w-full overflow-hidden rounded-md border bg-muted/50 text-foreground">
                    <LayoutSketch layout={l} />
                  </span>
                  <span className="font-medium">{t(`layout.families.${l}`)}</span>
                  {need && <span className="text-[11px] text-muted-foreground">{t(`layout.${need}`)}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t('layout.placements')}</legend>
        <p className="text-xs text-muted-foreground">{t('layout.placementsLimit', { count: limits.placements })}</p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {AD_PLATFORMS.map((platform) => (
            <div key={platform} className="space-y-2 rounded-xl border p-3">
              <p className="text-sm font-semibold">{t(`layout.platforms.${platform}`)}</p>
              {AD_PLACEMENT_IDS.filter((id) => AD_PLACEMENTS[id].platform === platform).map((id) => {
                const checked = design.placements.includes(id);
                const full = !checked && design.placements.length >= limits.placements;
                return (
                  <Label key={id} className={cn('flex items-center gap-2 font-normal', full && 'opacity-50')}>
                    <Checkbox checked={checked} disabled={full} onCheckedChange={(v) => togglePlacement(id, v === true)} />
                    <span className="flex-1">{t(`layout.names.${id}`)}</span>
                    <span className="text-xs text-muted-foreground tabular-nums">
                      {AD_PLACEMENTS[id].width}×{AD_PLACEMENTS[id].height}
                    </span>
                  </Label>
                );
              })}
            </div>
          ))}
        </div>
        {design.placements.length === 0 && <p className="text-sm text-destructive">{t('layout.pickPlacement')}</p>}
      </fieldset>
      <div className="grid gap-5 lg:grid-cols-[1fr_2fr]">
        <div className="space-y-4">
          <div className="space-y-2">
            <p className="text-sm font-medium">{t('layout.format')}</p>
            <div className="flex gap-2">
              {AD_OUTPUT_FORMATS.map((f) => (
                <Button key={f} type="button" size="sm" variant={design.format === f ? 'default' : 'outline'} aria-pressed={design.format === f} onClick={() => set('format', f)}>
                  {f.toUpperCase()}
                </Button>
              ))}
            </div>
          </div>
          <div className="space-y-2">
            <p className="text-sm font-medium">{t('layout.colourLabel')}</p>
            <select className={selectClass} aria-label={t('layout.colourLabel')} value={`${design.scheme}:${design.colourIndex}`} onChange={(e) => {
              const [scheme, i] = e.target.value.split(':');
              onDesign({ ...design, scheme: scheme === 'bold' ? 'bold' : 'light', colourIndex: Number(i) || 0 });
            }}>
              {colourOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <fieldset className="space-y-3 rounded-xl border p-4">
          <legend className="px-1 text-sm font-medium">{t('layout.variants')}</legend>
          <p className="text-xs text-muted-foreground">
            {t('layout.variantsHint')} {t('layout.variantsLimit', { count: limits.variants })}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor="ad-variant-count">{t('layout.variantCount')}</Label>
              <select id="ad-variant-count" className={selectClass} value={variantCount} onChange={(e) => setCount(Number(e.target.value))}>
                {AD_VARIANT_NAMES.slice(0, limits.variants).map((_, i) => (
                  <option key={i} value={i + 1}>
                    {i + 1}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="ad-dimension">{t('layout.dimension')}</Label>
              <select id="ad-dimension" className={selectClass} value={design.dimension} disabled={variantCount === 1} onChange={(e) => onDesign({ ...design, dimension: e.target.value as AdDesign['dimension'], others: [] })}>
                {AD_VARIANT_DIMENSIONS.map((d) => (
                  <option key={d} value={d}>
                    {t(`layout.dimensions.${d}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {variantCount > 1 && (
            <ul className="space-y-2">
              {design.others.map((value, i) => {
                const name = AD_VARIANT_NAMES[i + 1]!;
                const setValue = (v: string) => set('others', design.others.map((x, j) => (j === i ? v : x)));
                return (
                  <li key={name} className="flex items-center gap-2">
                    <span className="w-24 shrink-0 text-sm font-medium">{t('layout.variantN', { name })}</span>
                    {design.dimension === 'headline' ? (
                      <Input aria-label={`${t('layout.variantN', { name })}: ${t('layout.dimensions.headline')}`} value={value} maxLength={60} onChange={(e) => setValue(e.target.value)} />
                    ) : (
                      <select className={selectClass} aria-label={`${t('layout.variantN', { name })}: ${t(`layout.dimensions.${design.dimension}`)}`} value={value} onChange={(e) => setValue(e.target.value)}>
                        {design.dimension === 'layout'
                          ? AD_LAYOUTS.filter((l) => !needs(l)).map((l) => (
                              <option key={l} value={l}>
                                {t(`layout.families.${l}`)}
                              </option>
                            ))
                          : colourOptions.map((o) => (
                              <option key={o.value} value={o.value}>
                                {o.label}
                              </option>
                            ))}
                      </select>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
      </div>
    </div>
  );
}
