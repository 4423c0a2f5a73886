/**
 * Step 3 of Ad Creatives: the angle and the texts. Suggestions come from the server (local
 * templates from the product's own words, or the configured chat model under the same rules);
 * each is one click into its field, and every field stays editable. The offer badge and the quote
 * are only ever typed by the user.
 */
import { Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AD_ANGLES, AD_TEXT_LIMITS, type AdAngle, type AdTone } from '@shared/ad-creatives';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/utils';
import { type AdCopy, type AdTexts, suggestCopy } from './api';

type Field = keyof AdTexts;

function TextField({ field, value, onChange, multiline, hint, optional }: { field: Field; value: string; onChange: (v: string) => void; multiline?: boolean; hint?: string; optional?: boolean }) {
  const { t } = useTranslation('ads');
  const id = useId();
  const max = field === 'author' ? AD_TEXT_LIMITS.quoteAuthor : AD_TEXT_LIMITS[field];
  const Control = multiline ? Textarea : Input;
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>
          {t(`copy.${field}`)}
          {optional && <span className="ml-1 font-normal text-muted-foreground">({t('copy.optional')})</span>}
        </Label>
        <span className="text-xs text-muted-foreground tabular-nums">{t('copy.count', { n: value.length, max })}</span>
      </div>
      <Control id={id} value={value} maxLength={max} onChange={(e: { target: { value: string } }) => onChange(e.target.value)} rows={multiline ? 2 : undefined} />
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

function Suggestions({ items, current, onPick, label }: { items: string[]; current: string; onPick: (v: string) => void; label: string }) {
  if (items.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2" role="list" aria-label={label}>
      {items.map((s) => (
        <button
          key={s}
          type="button"
          role="listitem"
          onClick={() => onPick(s)}
          aria-pressed={current === s}
          className={cn('rounded-full border px-3 py-1 text-left text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring', current === s ? 'border-primary bg-primary/10' : 'hover:border-primary/50')}
        >
          {s}
        </button>
      ))}
    </div>
  );
}

/** Angle, suggestions and the editable texts. */
export function CopyStep({ productId, tone, brandName, texts, onTexts }: { productId: string | null; tone: AdTone; brandName: string; texts: AdTexts; onTexts: (t: AdTexts) => void }) {
  const { t } = useTranslation('ads');
  const [angle, setAngle] = useState<AdAngle>('benefit');
  const [copy, setCopy] = useState<AdCopy | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (field: Field, value: string) => onTexts({ ...texts, [field]: value });

  async function suggest() {
    setLoading(true);
    setError(null);
    try {
      const result = await suggestCopy({ ...(productId ? { productId } : {}), angle, tone, brandName, ...(angle === 'offer' && texts.badge?.trim() ? { offer: texts.badge.trim() } : {}) });
      setCopy(result);
      onTexts({ ...texts, headline: texts.headline || result.headlines[0] || '', subline: texts.subline || result.sublines[0] || '', cta: texts.cta || result.ctas[0] || '' });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h2 className="text-xl font-semibold tracking-tight">{t('copy.heading')}</h2>
        <p className="text-sm text-muted-foreground">{t('copy.hint')}</p>
      </header>
      <div className="flex flex-wrap items-end gap-3">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('copy.angle')}</legend>
          <div className="flex flex-wrap gap-2">
            {AD_ANGLES.map((a) => (
              <Button key={a} type="button" size="sm" variant={angle === a ? 'default' : 'outline'} aria-pressed={angle === a} onClick={() => setAngle(a)}>
                {t(`copy.angles.${a}`)}
              </Button>
            ))}
          </div>
        </fieldset>
        <Button type="button" variant="secondary" onClick={() => void suggest()} disabled={loading}>
          {loading ? <Spinner className="size-4" /> : <Sparkles className="size-4" aria-hidden />}
          {copy ? t('copy.again') : t('copy.suggest')}
        </Button>
      </div>
      {copy && <p className="text-xs text-muted-foreground">{copy.source === 'model' ? t('copy.sourceModel') : t('copy.sourceLocal')}</p>}
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="space-y-2">
          <TextField field="headline" value={texts.headline} onChange={(v) => set('headline', v)} />
          <Suggestions items={copy?.headlines ?? []} current={texts.headline} onPick={(v) => set('headline', v)} label={`${t('copy.suggestions')}: ${t('copy.headline')}`} />
        </div>
        <div className="space-y-2">
          <TextField field="subline" value={texts.subline ?? ''} onChange={(v) => set('subline', v)} multiline optional />
          <Suggestions items={copy?.sublines ?? []} current={texts.subline ?? ''} onPick={(v) => set('subline', v)} label={`${t('copy.suggestions')}: ${t('copy.subline')}`} />
        </div>
        <div className="space-y-2">
          <TextField field="cta" value={texts.cta} onChange={(v) => set('cta', v)} />
          <Suggestions items={copy?.ctas ?? []} current={texts.cta} onPick={(v) => set('cta', v)} label={`${t('copy.suggestions')}: ${t('copy.cta')}`} />
        </div>
        <TextField field="badge" value={texts.badge ?? ''} onChange={(v) => set('badge', v)} hint={t('copy.badgeHint')} optional />
        <TextField field="quote" value={texts.quote ?? ''} onChange={(v) => set('quote', v)} multiline hint={t('copy.quoteHint')} optional />
        <TextField field="author" value={texts.author ?? ''} onChange={(v) => set('author', v)} optional />
      </div>
    </div>
  );
}
