/**
 * 'Adjust' of a local studio render: a dialog to move the product across (-30..30 % of the
 * width), scale it (70..130 %), take the key light from the left or right, pick another light of
 * the idea (time of day) or another set colour, and optionally draw a new variant of the set. Then
 * the adjustment's progress and the new image. Free while the seed is kept; a new variant costs
 * one image of the image's quality (the server's rule: services/generations/adjustments.ts).
 * Shown only on images the server offers Adjust for (`adjust` on the image) while the local
 * renderer runs. The adjusted image is a new library image linked to its parent.
 */
import { Coins, Lock, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADJUST_LIGHT_SIDES, ADJUST_LIMITS, ADJUST_SET_COLOURS, type ImageAdjustment, type ImageAdjustOffer } from '@shared/contracts/creation';
import { TIMES_OF_DAY } from '@shared/catalog';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { ToggleGroup, ToggleGroupItem } from '@web/components/ui/toggle-group';
import { useImageEngine } from '@web/features/create/image-engine';
import { api, unwrap } from '@web/lib/api-client';
import { cn } from '@web/lib/utils';
import { GenerationOutcome, useStartGeneration } from './generation-outcome';

/** The names of the offered set colours, in ADJUST_SET_COLOURS order (keys of library:adjust.colours). */
const COLOUR_NAMES = ['stone', 'sand', 'sage', 'sky', 'rose', 'graphite'] as const;

/** POST /api/v1/images/{id}/adjustments: queues the adjustment; resolves to its generation id. */
export async function startImageAdjustment(imageId: string, adjustment: ImageAdjustment, newVariant: boolean): Promise<string> {
  const created = await unwrap(api.POST('/images/{id}/adjustments', { params: { path: { id: imageId } }, body: { adjustment, newVariant } }));
  return created.id;
}

/** The 'Adjust' button and its dialog; renders nothing unless the image offers Adjust and the local renderer runs. */
export function AdjustImageButton({ imageId, offer, onAdjusted }: { imageId: string; offer: ImageAdjustOffer | null | undefined; onAdjusted?: (newImageId: string) => void }) {
  const { t } = useTranslation('library');
  const engine = useImageEngine();
  // The dialog keeps the image it was opened for: the library refreshes when the adjusted image
  // is made, and the viewer may then show another image under it.
  const [opened, setOpened] = useState<{ imageId: string; offer: ImageAdjustOffer } | null>(null);
  if (engine.data?.hosted !== false) return null;
  return (
    <>
      {offer && (
        <Button variant="outline" onClick={() => setOpened({ imageId, offer })}>
          <SlidersHorizontal aria-hidden />
          {t('adjust.action')}
        </Button>
      )}
      {opened && <AdjustImageDialog imageId={opened.imageId} offer={opened.offer} onClose={() => setOpened(null)} onAdjusted={onAdjusted} />}
    </>
  );
}

/** A range input with its label and the value as the user reads it. */
function RangeField({ label, value, min, max, step, display, onChange }: { label: string; value: number; min: number; max: number; step: number; display: string; onChange: (v: number) => void }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <span className="text-xs text-muted-foreground tabular-nums" aria-hidden>
          {display}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={display}
        onChange={(e) => onChange(Number(e.target.value))}
        className="h-2 w-full cursor-pointer accent-primary"
      />
    </div>
  );
}

function AdjustImageDialog({ imageId, offer, onClose, onAdjusted }: { imageId: string; offer: ImageAdjustOffer; onClose: () => void; onAdjusted?: (newImageId: string) => void }) {
  const { t } = useTranslation('library');
  const [moveX, setMoveX] = useState(Math.round(offer.current.offsetX * 100));
  const [size, setSize] = useState(Math.round(offer.current.size * 100));
  const [lightSide, setLightSide] = useState(offer.current.lightSide);
  const [timeOfDay, setTimeOfDay] = useState(offer.current.timeOfDay);
  const [setColour, setSetColour] = useState<string | null>(offer.current.setColour ?? null);
  const [newVariant, setNewVariant] = useState(false);
  const { start, sending, error, generationId, outcome } = useStartGeneration(onAdjusted, t('adjust.failed'));
  const cost = newVariant ? offer.newVariantCredits : 0;
  const changed =
    newVariant ||
    moveX !== Math.round(offer.current.offsetX * 100) ||
    size !== Math.round(offer.current.size * 100) ||
    lightSide !== offer.current.lightSide ||
    timeOfDay !== offer.current.timeOfDay ||
    setColour !== (offer.current.setColour ?? null);

  const submit = () => {
    const adjustment: ImageAdjustment = { offsetX: moveX / 100, size: size / 100, lightSide, timeOfDay, setColour };
    return start(() => startImageAdjustment(imageId, adjustment, newVariant));
  };

  const moveLabel = moveX === 0 ? t('adjust.moveCentre') : moveX < 0 ? t('adjust.moveLeft', { value: -moveX }) : t('adjust.moveRight', { value: moveX });

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t('viewer.close')} className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('adjust.title')}</DialogTitle>
          <DialogDescription>{t('adjust.description')}</DialogDescription>
        </DialogHeader>
        {!generationId && (
          <form
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (changed && !sending) void submit();
            }}
          >
            <RangeField label={t('adjust.move')} value={moveX} min={-ADJUST_LIMITS.offsetX * 100} max={ADJUST_LIMITS.offsetX * 100} step={5} display={moveLabel} onChange={setMoveX} />
            <RangeField label={t('adjust.size')} value={size} min={ADJUST_LIMITS.sizeMin * 100} max={ADJUST_LIMITS.sizeMax * 100} step={5} display={t('adjust.sizeValue', { value: size })} onChange={setSize} />
            <div className="grid gap-1.5">
              <Label id="adjust-light-side">{t('adjust.lightSide')}</Label>
              <ToggleGroup type="single" value={lightSide} onValueChange={(v) => v && setLightSide(v as typeof lightSide)} aria-labelledby="adjust-light-side" className="w-full">
                {ADJUST_LIGHT_SIDES.map((side) => (
                  <ToggleGroupItem key={side} value={side}>
                    {t(`adjust.sides.${side}`)}
                  </ToggleGroupItem>
                ))}
              </ToggleGroup>
            </div>
            <div className="grid gap-1.5">
              <Label id="adjust-light">{t('adjust.light')}</Label>
              <ToggleGroup type="single" value={timeOfDay} onValueChange={(v) => v && setTimeOfDay(v as typeof timeOfDay)} aria-labelledby="adjust-light" className="grid h-auto w-full grid-cols-2 sm:grid-cols-4">
                {TIMES_OF_DAY.map((time) => (
                  <ToggleGroupItem key={time} value={time} className="h-8 px-2 text-xs">
                    {t(`adjust.times.${time}`)}
                  </ToggleGroupItem>
                ))}
              </ToggleGroup>
            </div>
            <fieldset className="grid gap-1.5">
              <legend className="mb-1.5 text-sm font-medium">{t('adjust.colour')}</legend>
              <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t('adjust.colour')}>
                <button
                  type="button"
                  role="radio"
                  aria-checked={setColour === null}
                  onClick={() => setSetColour(null)}
                  className={cn('h-8 rounded-full border px-3 text-xs font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring', setColour === null && 'border-primary ring-2 ring-primary/40')}
                >
                  {t('adjust.colourIdea')}
                </button>
                {ADJUST_SET_COLOURS.map((hex, i) => (
                  <button
                    key={hex}
                    type="button"
                    role="radio"
                    aria-checked={setColour === hex}
                    aria-label={t(`adjust.colours.${COLOUR_NAMES[i]!}`)}
                    title={t(`adjust.colours.${COLOUR_NAMES[i]!}`)}
                    onClick={() => setSetColour(hex)}
                    className={cn('size-8 rounded-full border border-border outline-none focus-visible:ring-[3px] focus-visible:ring-ring', setColour === hex && 'ring-2 ring-primary ring-offset-2 ring-offset-background')}
                    style={{ backgroundColor: hex }}
                  />
                ))}
              </div>
            </fieldset>
            <div className="flex items-start gap-2">
              <Checkbox
                id="adjust-new-variant"
                checked={newVariant}
                disabled={offer.newVariantLocked}
                onCheckedChange={(v) => setNewVariant(v === true)}
                aria-describedby="adjust-new-variant-hint"
              />
              <div className="grid gap-0.5">
                <Label htmlFor="adjust-new-variant" className={cn(offer.newVariantLocked && 'opacity-60')}>
                  {offer.newVariantLocked && <Lock className="size-3.5" aria-hidden />}
                  {t('adjust.newVariant')}
                </Label>
                {offer.newVariantLocked ? (
                  <p id="adjust-new-variant-hint" className="text-xs text-muted-foreground" data-testid="adjust-new-variant-locked">
                    {t('adjust.newVariantLocked')}{' '}
                    <Link to="/pricing" className="font-medium text-foreground underline underline-offset-2">
                      {t('adjust.seePlans')}
                    </Link>
                  </p>
                ) : (
                  <p id="adjust-new-variant-hint" className="text-xs text-muted-foreground">{t('adjust.newVariantHint', { count: offer.newVariantCredits })}</p>
                )}
              </div>
            </div>
            <p className="inline-flex items-center gap-1 text-xs text-muted-foreground">
              <Coins className="size-3.5" aria-hidden />
              {cost === 0 ? t('adjust.free') : t('adjust.cost', { count: cost })}
            </p>
            {error && (
              <Alert variant="destructive">
                <AlertDescription>{error}</AlertDescription>
              </Alert>
            )}
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={onClose}>
                {t('adjust.cancel')}
              </Button>
              <Button type="submit" disabled={!changed || sending}>
                {cost === 0 ? t('adjust.submitFree') : t('adjust.submit', { count: cost })}
              </Button>
            </DialogFooter>
          </form>
        )}
        {generationId && (
          <GenerationOutcome
            outcome={outcome}
            onClose={onClose}
            texts={{
              progress: t('adjust.progress'),
              done: t('adjust.done'),
              resultAlt: t('adjust.resultAlt'),
              close: t('adjust.close'),
              failed: cost === 0 ? t('adjust.failedFree') : t('adjust.refunded', { count: outcome.generation.data?.creditsRefunded ?? cost }),
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
