/**
 * "Run on products": one action over the selected products (or every product matching the
 * filters): Studio packshots with a preset, scene images at a quality, aspect ratio and style, a
 * 5 or 10 second video, or a listing set from one template (./listing-template-fields.tsx). The
 * server's quote is shown before starting (products, those left out for want of a photo, the
 * template's images some products cannot fill, credits, balance, the plan's products per run);
 * Start is off when the plan or the balance says no, and the server refuses the same.
 */
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Coins, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ASPECT_RATIOS, QUALITIES, STYLES, type AspectRatio, type Quality, type Style } from '@shared/catalog';
import { VIDEO_ASPECT_RATIOS, VIDEO_DURATIONS, type VideoAspectRatio } from '@shared/contracts/videos';
import { STUDIO_PRESET_IDS, type StudioPresetId } from '@shared/studio-presets';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { type CatalogueRunRequest, quoteRun, startRun } from './api';
import { INITIAL_TEMPLATE, kindsOf, type ListingTemplate, ListingTemplateFields } from './listing-template-fields';

const KINDS = ['packshot', 'scene', 'video', 'listing'] as const;

type Selection = CatalogueRunRequest['selection'];

const selectClass = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring dark:bg-input/30';

export function CatalogueRunDialog({ open, onOpenChange, selection }: { open: boolean; onOpenChange: (open: boolean) => void; selection: Selection }) {
  const { t } = useTranslation(['products', 'studio', 'create', 'listing']);
  const navigate = useNavigate();
  const [kind, setKind] = useState<(typeof KINDS)[number]>('packshot');
  const [template, setTemplate] = useState<ListingTemplate>(INITIAL_TEMPLATE);
  const [duration, setDuration] = useState<5 | 10>(5);
  const [videoRatio, setVideoRatio] = useState<VideoAspectRatio>('1:1');
  const [preset, setPreset] = useState<StudioPresetId>('amazon');
  const [quality, setQuality] = useState<Quality>('low');
  const [aspectRatio, setAspectRatio] = useState<AspectRatio>('1:1');
  const [style, setStyle] = useState<Style | ''>('');
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const action: CatalogueRunRequest['action'] =
    kind === 'packshot'
      ? { type: 'packshot', preset }
      : kind === 'video'
        ? { type: 'video', durationSeconds: duration, aspectRatio: videoRatio }
        : kind === 'listing'
          ? { type: 'listing', marketplace: template.marketplace, kinds: kindsOf(template), ...(template.brandKitId ? { brandKitId: template.brandKitId } : {}) }
          : { type: 'scene', settings: { quality, aspectRatio, ...(style ? { style } : {}) } };
  const request: CatalogueRunRequest = { selection, action };
  const quote = useQuery({ queryKey: ['run-quote', request], queryFn: () => quoteRun(request), enabled: open });
  const q = quote.data;
  const overPlan = q ? q.products > q.maxProducts : false;
  const overBalance = q ? q.credits > q.balance : false;

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      const run = await startRun(request);
      onOpenChange(false);
      void navigate(`/products/runs/${run.id}`);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('products:run.failed'));
    } finally {
      setStarting(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={kind === 'listing' ? 'max-w-lg sm:max-w-2xl' : 'max-w-lg'}>
        <DialogHeader>
          <DialogTitle>{t('products:run.title')}</DialogTitle>
          <DialogDescription>{t('products:run.description')}</DialogDescription>
        </DialogHeader>
        <div className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t('products:run.action')}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" role="radiogroup">
              {KINDS.map((k) => (
                <Button
                  key={k}
                  type="button"
                  role="radio"
                  aria-checked={kind === k}
                  variant={kind === k ? 'default' : 'outline'}
                  onClick={() => setKind(k)}
                  data-testid={`run-kind-${k}`}
                  className="h-auto min-h-10 px-2 py-2 text-center leading-tight whitespace-normal"
                >
                  {t(`products:run.kinds.${k}`)}
                </Button>
              ))}
            </div>
          </fieldset>
          {kind === 'listing' ? (
            <ListingTemplateFields template={template} onChange={setTemplate} />
          ) : kind === 'video' ? (
            <div className="grid grid-cols-2 gap-3">
              <div className="space-y-1.5">
                <Label htmlFor="run-duration">{t('products:run.duration')}</Label>
                <select id="run-duration" className={selectClass} value={duration} onChange={(e) => setDuration(Number(e.target.value) as 5 | 10)}>
                  {VIDEO_DURATIONS.map((v) => (
                    <option key={v} value={v}>
                      {t('products:run.seconds', { count: v })}
                    </option>
                  ))}
                </select>
              </div>
              <div className="space-y-1.5">
                <Label htmlFor="run-video-ratio">{t('products:run.aspectRatio')}</Label>
                <select id="run-video-ratio" className={selectClass} value={videoRatio} onChange={(e) => setVideoRatio(e.target.value as VideoAspectRatio)}>
                  {VIDEO_ASPECT_RATIOS.map((v) => (
                    <option key={v} value={v}>
                      {v}
                    </option>
                  ))}
                </select>
              </div>
              <p className="col-span-2 text-xs text-muted-foreground">{t('products:run.videoHint')}</p>
            </div>
          ) : kind === 'packshot' ? (
            <div className="space-y-1.5">
              <Label htmlFor="run-preset">{t('products:run.preset')}</Label>
              <select id="run-preset" className={selectClass} value={preset} onChange={(e) => setPreset(e.target.value as StudioPresetId)}>
                {STUDIO_PRESET_IDS.map((id) => (
                  <option key={id} value={id}>
                    {t(`studio:presets.${id}.name`)}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <div className="space-y-1.5">
                <Label htmlFor="run-quality">{t('products:run.quality')}</Label>
                <select id="run-quality" className={selectClass} value={quality} onChange={(e) => setQuality(e.target.value as Quality)}>
                  {QUALITIES.map((v) => (
                    <option key={v} value={v}>
                      {t(`products:run.qualities.${v}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="space-y-1.5">
                <Label htmlFor="run-ratio">{t('products:run.aspectRatio')}</Label>
                <select id="run-ratio" className={selectClass} value={aspectRatio} onChange={(e) => setAspectRatio(e.target.value as AspectRatio)}>
                  {ASPECT_RATIOS.map((v) => (
                    <option key={v} value={v}>
                      {v}
                    </option>
                  ))}
                </select>
              </div>
              <div className="col-span-2 space-y-1.5">
                <Label htmlFor="run-style">{t('products:run.style')}</Label>
                <select id="run-style" className={selectClass} value={style} onChange={(e) => setStyle(e.target.value as Style | '')}>
                  <option value="">{t('products:run.styleOwn')}</option>
                  {STYLES.map((v) => (
                    <option key={v} value={v}>
                      {t(`create:settings.styles.${v}`)}
                    </option>
                  ))}
                </select>
              </div>
              <p className="col-span-2 text-xs text-muted-foreground">{t('products:run.sceneHint')}</p>
            </div>
          )}
          <div className="rounded-lg border bg-muted/40 p-3 text-sm" aria-live="polite" data-testid="run-quote">
            {quote.isPending ? (
              <span className="flex items-center gap-2 text-muted-foreground">
                <Spinner /> {t('products:run.quoting')}
              </span>
            ) : quote.isError ? (
              <span className="text-destructive">{quote.error instanceof ApiError ? quote.error.message : t('products:run.failed')}</span>
            ) : q ? (
              <div className="space-y-1">
                <p className="flex items-center gap-2 font-medium">
                  <Coins className="size-4 text-primary" aria-hidden />
                  {t('products:run.cost', { count: q.products, credits: q.credits })}
                </p>
                <p className="text-muted-foreground">{t('products:run.balance', { balance: q.balance, max: q.maxProducts })}</p>
                {q.withoutPhotos > 0 && <p className="text-muted-foreground">{t('products:run.withoutPhotos', { count: q.withoutPhotos })}</p>}
                {q.leftOut?.map((l) => (
                  <p key={l.kind} className="text-muted-foreground" data-testid={`left-out-${l.kind}`}>
                    {t(`products:run.listing.leftOut.${l.kind}`, { count: l.products })}
                  </p>
                ))}
              </div>
            ) : null}
          </div>
          {q && (overPlan || overBalance || q.products === 0) && (
            <Alert variant="destructive">
              <AlertTriangle aria-hidden />
              <AlertDescription>{q.products === 0 ? t('products:run.none') : overPlan ? t('products:run.overPlan', { max: q.maxProducts, count: q.products }) : t('products:run.overBalance', { credits: q.credits, balance: q.balance })}</AlertDescription>
            </Alert>
          )}
          {error && (
            <Alert variant="destructive">
              <AlertTriangle aria-hidden />
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('products:run.cancel')}
          </Button>
          <Button onClick={() => void start()} disabled={!q || q.products === 0 || overPlan || overBalance || starting} data-testid="run-start">
            {starting ? <Spinner /> : <Play aria-hidden />}
            {q ? t('products:run.start', { count: q.products, credits: q.credits }) : t('products:run.startPlain')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
