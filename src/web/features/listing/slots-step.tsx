/**
 * Step 2 of Product Display: the marketplace (its image size and how many images it shows), a brand
 * kit's fonts and colour or Vitrine's, and the images of the set in listing order: add a kind, move
 * it up or down, remove it. A kind the marketplace forbids stays visible, disabled, with the
 * marketplace's own rule as the reason.
 */
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LISTING_MARKETPLACES, LISTING_RULES, LISTING_SLOT_KINDS, type ListingMarketplace, type ListingSlotKind } from '@shared/listing-sets';
import { Button } from '@web/components/ui/button';
import { useBrandKits } from '@web/features/ads/api';
import { cn } from '@web/lib/utils';
import { type ListingDesign, moveSlot, newSlot, slotBlocked } from './listing-design';

export function SlotsStep({ design, onDesign, features, sceneCount }: { design: ListingDesign; onDesign: (d: ListingDesign) => void; features: string; sceneCount: number }) {
  const { t } = useTranslation('listing');
  const kits = useBrandKits();
  const rules = LISTING_RULES[design.marketplace];

  const chooseMarketplace = (m: ListingMarketplace) => {
    // Slots the new marketplace forbids leave the set; the others keep their content and order.
    const allowed = design.slots.filter((s) => LISTING_RULES[m].slots[s.kind].allowed).slice(0, LISTING_RULES[m].maxImages);
    onDesign({ ...design, marketplace: m, slots: allowed.map((s) => (s.kind === 'angles' && !LISTING_RULES[m].slots.infographic.allowed ? { ...s, title: undefined } : s)) });
  };
  const add = (kind: ListingSlotKind) => {
    const rank = design.slots.filter((s) => s.kind === 'detail').length;
    const slot = newSlot(kind, design, features, Math.min(2, rank));
    onDesign({ ...design, slots: kind === 'main' ? [slot, ...design.slots] : [...design.slots, slot] });
  };

  return (
    <div className="space-y-8">
      <section className="space-y-3" aria-labelledby="listing-marketplace">
        <header className="space-y-1">
          <h2 id="listing-marketplace" className="text-xl font-semibold tracking-tight">
            {t('slots.marketplaceHeading')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('slots.marketplaceHint')}</p>
        </header>
        <div role="radiogroup" aria-labelledby="listing-marketplace" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {LISTING_MARKETPLACES.map((m) => {
            const r = LISTING_RULES[m];
            const active = design.marketplace === m;
            return (
              <button
                key={m}
                type="button"
                role="radio"
                aria-checked={active}
                onClick={() => chooseMarketplace(m)}
                data-testid={`marketplace-${m}`}
                className={cn('flex flex-col items-start gap-1 rounded-xl border bg-card p-3 text-left shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring', active ? 'border-primary ring-2 ring-primary/40' : 'hover:border-primary/50')}
              >
                <span className="font-medium">{t(`marketplaces.${m}`)}</span>
                <span className="text-xs text-muted-foreground tabular-nums">
                  {r.width}×{r.height}
                </span>
                <span className="text-xs text-muted-foreground">{t('slots.maxImages', { count: r.maxImages })}</span>
              </button>
            );
          })}
        </div>
        {!rules.slots.infographic.allowed && <p className="rounded-lg border border-amber-300/60 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-950/40 dark:text-amber-200">{t(`reasons.${rules.slots.infographic.reason}`, { marketplace: t(`marketplaces.${design.marketplace}`) })}</p>}
      </section>

      <section className="space-y-3" aria-labelledby="listing-style">
        <h2 id="listing-style" className="text-lg font-semibold tracking-tight">
          {t('slots.styleHeading')}
        </h2>
        <div role="radiogroup" aria-labelledby="listing-style" className="flex flex-wrap gap-2">
          {[{ id: null as string | null, name: t('slots.vitrineStyle'), colour: '#1f4e79' }, ...(kits.data?.items ?? []).map((k) => ({ id: k.id as string | null, name: k.name, colour: k.colours[0]! }))].map((k) => (
            <button
              key={k.id ?? 'vitrine'}
              type="button"
              role="radio"
              aria-checked={design.brandKitId === k.id}
              onClick={() => onDesign({ ...design, brandKitId: k.id })}
              className={cn('flex items-center gap-2 rounded-full border bg-card px-3 py-1.5 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring', design.brandKitId === k.id ? 'border-primary ring-2 ring-primary/40' : 'hover:border-primary/50')}
            >
              <span className="size-4 rounded-full border" style={{ backgroundColor: k.colour }} aria-hidden />
              {k.name}
            </button>
          ))}
        </div>
      </section>

      <section className="space-y-3" aria-labelledby="listing-slots">
        <header className="space-y-1">
          <h2 id="listing-slots" className="text-lg font-semibold tracking-tight">
            {t('slots.heading')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('slots.hint', { count: rules.maxImages })}</p>
        </header>
        <ol className="space-y-2" data-testid="listing-slots">
          {design.slots.map((slot, i) => (
            <li key={slot.key} className="flex items-center gap-3 rounded-xl border bg-card p-3 shadow-xs">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold tabular-nums">{String(i + 1).padStart(2, '0')}</span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{t(`kinds.${slot.kind}.name`)}</span>
                <span className="block text-xs text-muted-foreground">{t(`kinds.${slot.kind}.hint`)}</span>
              </span>
              <Button size="icon" variant="ghost" aria-label={t('slots.up', { n: i + 1 })} disabled={i === 0 || slot.kind === 'main' || design.slots[i - 1]?.kind === 'main'} onClick={() => onDesign({ ...design, slots: moveSlot(design.slots, i, i - 1) })}>
                <ArrowUp className="size-4" aria-hidden />
              </Button>
              <Button size="icon" variant="ghost" aria-label={t('slots.down', { n: i + 1 })} disabled={i === design.slots.length - 1 || slot.kind === 'main'} onClick={() => onDesign({ ...design, slots: moveSlot(design.slots, i, i + 1) })}>
                <ArrowDown className="size-4" aria-hidden />
              </Button>
              <Button size="icon" variant="ghost" aria-label={t('slots.remove', { n: i + 1 })} onClick={() => onDesign({ ...design, slots: design.slots.filter((s) => s.key !== slot.key) })}>
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
        {design.slots.length === 0 && <p className="text-sm text-muted-foreground">{t('slots.empty')}</p>}
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {LISTING_SLOT_KINDS.map((kind) => {
            const blocked = slotBlocked(design, kind, sceneCount);
            return (
              <div key={kind} className="flex flex-col gap-1">
                <Button variant="outline" className="justify-start" disabled={blocked !== null} onClick={() => add(kind)} data-testid={`add-${kind}`}>
                  <Plus className="size-4" aria-hidden />
                  {t(`kinds.${kind}.name`)}
                </Button>
                {blocked && <p className="text-xs text-muted-foreground">{blocked === 'marketplace' ? t(`reasons.${rules.slots[kind].reason}`, { marketplace: t(`marketplaces.${design.marketplace}`) }) : t(`slots.blocked.${blocked}`, { count: rules.maxImages })}</p>}
              </div>
            );
          })}
        </div>
      </section>
    </div>
  );
}
