/**
 * Step 3 of Product Display: what each image holds. Infographic callouts (an icon from the bundled
 * Lucide set, a title, a line of text: started from the product's features), the measurements and
 * their units (never guessed: without them there is no dimensions image), the region of a detail
 * crop (the most detailed ones, or a point the user clicks on the photo), which photos show other
 * angles, the scene from the library, the comparison card's words.
 */
import { createElement } from 'react';
import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LISTING_ICON_NODES, LISTING_ICONS, type ListingIcon } from '@shared/listing-icons';
import { LENGTH_UNITS, LISTING_RULES, LISTING_TEXT_LIMITS, WEIGHT_UNITS } from '@shared/listing-sets';
import { PickTile } from '@web/components/pick-tile';
import { Button } from '@web/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger } from '@web/components/ui/dropdown-menu';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { imageFileUrl } from '@web/features/library/files';
import { cn } from '@web/lib/utils';
import { type DraftSlot, type ListingDesign, slotProblem } from './listing-design';

const L = LISTING_TEXT_LIMITS;

/** A Lucide icon drawn from the same data the engine draws it from. */
export function ListingIconView({ icon, className }: { icon: ListingIcon; className?: string }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className={cn('size-5', className)} aria-hidden>
      {LISTING_ICON_NODES[icon].map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}

function Counted({ id, label, value, max, onChange, required }: { id: string; label: string; value: string; max: number; onChange: (v: string) => void; required?: boolean }) {
  return (
    <div className="min-w-0 flex-1 space-y-1">
      <div className="flex justify-between gap-2">
        <Label htmlFor={id} className="text-xs">
          {label}
        </Label>
        <span id={`${id}-count`} className={cn('text-xs tabular-nums text-muted-foreground', value.length > max && 'text-destructive')}>
          {value.length}/{max}
        </span>
      </div>
      <Input id={id} value={value} maxLength={max} required={required} aria-describedby={`${id}-count`} aria-invalid={required && !value.trim() ? true : undefined} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

function InfographicEditor({ slot, onSlot, textAllowed }: { slot: Extract<DraftSlot, { kind: 'infographic' }>; onSlot: (s: DraftSlot) => void; textAllowed: boolean }) {
  const { t } = useTranslation('listing');
  const set = (i: number, patch: Partial<(typeof slot.callouts)[number]>) => onSlot({ ...slot, callouts: slot.callouts.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  return (
    <div className="space-y-3">
      {textAllowed && <Counted id={`${slot.key}-title`} label={t('content.imageTitle')} value={slot.title ?? ''} max={L.title} onChange={(v) => onSlot({ ...slot, title: v })} />}
      <ol className="space-y-3">
        {slot.callouts.map((c, i) => (
          <li key={i} className="flex flex-wrap items-end gap-2 rounded-lg border bg-background p-3">
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline" size="icon" aria-label={t('content.icon', { n: i + 1, icon: c.icon })} className="size-9">
                  <ListingIconView icon={c.icon} />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent className="max-h-72 overflow-y-auto p-2">
                <DropdownMenuRadioGroup value={c.icon} onValueChange={(icon) => set(i, { icon: icon as ListingIcon })} className="grid grid-cols-6 gap-1">
                  {LISTING_ICONS.map((icon) => (
                    <DropdownMenuRadioItem key={icon} value={icon} aria-label={icon} className="justify-center p-2 data-[state=checked]:bg-accent [&>span:last-child]:hidden">
                      <ListingIconView icon={icon} />
                    </DropdownMenuRadioItem>
                  ))}
                </DropdownMenuRadioGroup>
              </DropdownMenuContent>
            </DropdownMenu>
            <Counted id={`${slot.key}-c${i}-title`} label={t('content.calloutTitle', { n: i + 1 })} value={c.title} max={L.calloutTitle} onChange={(v) => set(i, { title: v })} required />
            <Counted id={`${slot.key}-c${i}-text`} label={t('content.calloutText')} value={c.text ?? ''} max={L.calloutText} onChange={(v) => set(i, { text: v })} />
            <Button variant="ghost" size="icon" aria-label={t('content.removeCallout', { n: i + 1 })} disabled={slot.callouts.length <= L.callouts.min} onClick={() => onSlot({ ...slot, callouts: slot.callouts.filter((_, j) => j !== i) })}>
              <Minus className="size-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="outline" size="sm" disabled={slot.callouts.length >= L.callouts.max} onClick={() => onSlot({ ...slot, callouts: [...slot.callouts, { icon: 'check', title: '' }] })}>
        <Plus className="size-4" aria-hidden />
        {t('content.addCallout', { max: L.callouts.max })}
      </Button>
      <p className="text-xs text-muted-foreground">{t('content.calloutHint')}</p>
    </div>
  );
}

function DimensionsEditor({ design, onDesign }: { design: ListingDesign; onDesign: (d: ListingDesign) => void }) {
  const { t } = useTranslation('listing');
  const d = design.dimensions;
  const set = (patch: Partial<typeof d>) => onDesign({ ...design, dimensions: { ...d, ...patch } });
  const field = (key: 'width' | 'height' | 'depth' | 'weight', required: boolean) => (
    <div className="w-28 space-y-1">
      <Label htmlFor={`dim-${key}`} className="text-xs">
        {t(`content.${key}`)}
        {!required && <span className="text-muted-foreground"> · {t('content.optional')}</span>}
      </Label>
      <Input id={`dim-${key}`} inputMode="decimal" value={d[key]} onChange={(e) => set({ [key]: e.target.value })} />
    </div>
  );
  const units = <U extends string>(values: readonly U[], value: U, onChange: (u: U) => void, label: string) => (
    <div role="radiogroup" aria-label={label} className="flex gap-1">
      {values.map((u) => (
        <Button key={u} size="sm" variant={value === u ? 'default' : 'outline'} role="radio" aria-checked={value === u} onClick={() => onChange(u)}>
          {u}
        </Button>
      ))}
    </div>
  );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        {field('width', true)}
        {field('height', true)}
        {field('depth', false)}
        {units(LENGTH_UNITS, d.unit, (unit) => set({ unit }), t('content.lengthUnit'))}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {field('weight', false)}
        {units(WEIGHT_UNITS, d.weightUnit, (weightUnit) => set({ weightUnit }), t('content.weightUnit'))}
      </div>
      <p className="text-xs text-muted-foreground">{t('content.dimensionsHint')}</p>
    </div>
  );
}

function DetailEditor({ slot, onSlot, photoId }: { slot: Extract<DraftSlot, { kind: 'detail' }>; onSlot: (s: DraftSlot) => void; photoId: string }) {
  const { t } = useTranslation('listing');
  const side = 0.4;
  return (
    <div className="space-y-3">
      <div role="radiogroup" aria-label={t('content.detailChoice')} className="flex flex-wrap gap-2">
        {[0, 1, 2].map((rank) => (
          <Button key={rank} size="sm" role="radio" aria-checked={!slot.region && slot.rank === rank} variant={!slot.region && slot.rank === rank ? 'default' : 'outline'} onClick={() => onSlot({ ...slot, rank, region: undefined })}>
            {t('content.detailRank', { n: rank + 1 })}
          </Button>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">{t('content.detailHint')}</p>
      <button
        type="button"
        className="relative block w-full max-w-xs overflow-hidden rounded-lg border outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
        aria-label={t('content.detailPick')}
        onClick={(e) => {
          const r = e.currentTarget.getBoundingClientRect();
          const cx = (e.clientX - r.left) / r.width;
          const cy = (e.clientY - r.top) / r.height;
          const w = side;
          const h = side * (r.width / r.height);
          onSlot({ ...slot, region: { x: Math.max(0, Math.min(1 - w, cx - w / 2)), y: Math.max(0, Math.min(1 - h, cy - h / 2)), width: w, height: Math.min(1, h) } });
        }}
      >
        <img src={imageFileUrl(photoId, { thumb: true })} alt="" className="block w-full" />
        {slot.region && <span className="pointer-events-none absolute border-2 border-primary bg-primary/10" style={{ left: `${slot.region.x * 100}%`, top: `${slot.region.y * 100}%`, width: `${slot.region.width * 100}%`, height: `${slot.region.height * 100}%` }} />}
      </button>
    </div>
  );
}

function PhotoChooser({ ids, chosen, onChange, max }: { ids: string[]; chosen: string[]; onChange: (ids: string[]) => void; max: number }) {
  const { t } = useTranslation('listing');
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
      {ids.map((id, i) => {
        const on = chosen.includes(id);
        return (
          <li key={id}>
            <PickTile selected={on} onClick={() => onChange(on ? chosen.filter((c) => c !== id) : chosen.length < max ? [...chosen, id] : chosen)} src={imageFileUrl(id, { thumb: true })} alt={t('content.photoN', { n: i + 1 })} />
          </li>
        );
      })}
    </ul>
  );
}

export function ContentStep({ design, onDesign, scenes }: { design: ListingDesign; onDesign: (d: ListingDesign) => void; scenes: { id: string }[] }) {
  const { t } = useTranslation('listing');
  const rules = LISTING_RULES[design.marketplace];
  const textAllowed = rules.slots.infographic.allowed;
  const onSlot = (slot: DraftSlot) => onDesign({ ...design, slots: design.slots.map((s) => (s.key === slot.key ? slot : s)) });
  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h2 className="text-xl font-semibold tracking-tight">{t('content.heading')}</h2>
        <p className="text-sm text-muted-foreground">{t('content.hint')}</p>
      </header>
      <ol className="space-y-4">
        {design.slots.map((slot, i) => {
          const problem = slotProblem(slot, design);
          return (
            <li key={slot.key} className="space-y-3 rounded-2xl border bg-card p-4 shadow-xs" data-testid={`content-${slot.kind}`}>
              <h3 className="flex items-baseline gap-2 font-medium">
                <span className="text-sm text-muted-foreground tabular-nums">{String(i + 1).padStart(2, '0')}</span>
                {t(`kinds.${slot.kind}.name`)}
              </h3>
              {slot.kind === 'main' && <p className="text-sm text-muted-foreground">{t('content.main', { marketplace: t(`marketplaces.${design.marketplace}`), fill: Math.round(rules.main.fill * 100), width: rules.width, height: rules.height })}</p>}
              {slot.kind === 'infographic' && <InfographicEditor slot={slot} onSlot={onSlot} textAllowed={textAllowed} />}
              {slot.kind === 'dimensions' && <DimensionsEditor design={design} onDesign={onDesign} />}
              {slot.kind === 'detail' && design.sourceImageId && <DetailEditor slot={slot} onSlot={onSlot} photoId={design.sourceImageId} />}
              {slot.kind === 'angles' && (
                <>
                  <p className="text-sm text-muted-foreground">{t('content.anglesHint', { min: L.angles.min, max: L.angles.max })}</p>
                  <PhotoChooser ids={design.photoIds} chosen={slot.sourceImageIds} onChange={(sourceImageIds) => onSlot({ ...slot, sourceImageIds })} max={L.angles.max} />
                  {textAllowed && <Counted id={`${slot.key}-title`} label={t('content.imageTitleOptional')} value={slot.title ?? ''} max={L.title} onChange={(v) => onSlot({ ...slot, title: v })} />}
                </>
              )}
              {slot.kind === 'scene' && (
                <>
                  <p className="text-sm text-muted-foreground">{t('content.sceneHint')}</p>
                  <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
                    {scenes.map((s) => (
                      <li key={s.id}>
                        <PickTile selected={slot.imageId === s.id} onClick={() => onSlot({ ...slot, imageId: s.id })} src={imageFileUrl(s.id, { thumb: true })} alt={t('content.sceneAlt')} />
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {slot.kind === 'comparison' && (
                <div className="space-y-2">
                  <Counted id={`${slot.key}-title`} label={t('content.comparisonTitle')} value={slot.title} max={L.title} onChange={(v) => onSlot({ ...slot, title: v })} required />
                  {slot.lines.map((line, j) => (
                    <Counted key={j} id={`${slot.key}-l${j}`} label={t('content.comparisonLine', { n: j + 1 })} value={line} max={L.comparisonLine} onChange={(v) => onSlot({ ...slot, lines: slot.lines.map((x, k) => (k === j ? v : x)) })} />
                  ))}
                  <Button variant="outline" size="sm" disabled={slot.lines.length >= L.comparisonLines.max} onClick={() => onSlot({ ...slot, lines: [...slot.lines, ''] })}>
                    <Plus className="size-4" aria-hidden />
                    {t('content.addLine')}
                  </Button>
                  <p className="text-xs text-muted-foreground">{t('content.comparisonHint')}</p>
                </div>
              )}
              {problem && <p className="text-sm text-destructive">{t(`content.problems.${problem}`)}</p>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
