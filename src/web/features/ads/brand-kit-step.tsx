/**
 * Step 2 of Ad Creatives: the brand kit. Lists the user's kits (colours, fonts, logo) to pick one,
 * and a form to make or edit one: brand name, 1 to 5 colours, a heading and a body font from the
 * bundled set (each shown in its own face with accented letters), a tone, and a logo upload. The
 * server checks everything again (limits, colours, fonts, the logo's safety) and its refusals are
 * shown as it words them.
 */
import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AD_FONT_LABELS, AD_FONTS, AD_TONES, BRAND_KIT_LIMITS, type AdFont, type AdTone } from '@shared/ad-creatives';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/utils';
import { type BrandKit, type BrandKitFields, createBrandKit, deleteBrandKit, removeBrandLogo, updateBrandKit, uploadBrandLogo, useBrandKits } from './api';

const selectClass = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring dark:bg-input/30';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

function Swatches({ colours }: { colours: string[] }) {
  return (
    <span className="flex">
      {colours.map((c, i) => (
        <span key={`${c}-${i}`} className="-ml-1 size-6 rounded-full border-2 border-card first:ml-0" style={{ backgroundColor: c }} />
      ))}
    </span>
  );
}

function KitForm({ kit, onSaved, onCancel }: { kit: BrandKit | null; onSaved: (kit: BrandKit) => void; onCancel: () => void }) {
  const { t } = useTranslation('ads');
  const queryClient = useQueryClient();
  const id = useId();
  const [fields, setFields] = useState<BrandKitFields>(
    kit ? { name: kit.name, colours: kit.colours, headingFont: kit.headingFont, bodyFont: kit.bodyFont, tone: kit.tone } : { name: '', colours: ['#1f4d3a', '#e8b04b'], headingFont: 'montserrat', bodyFont: 'inter', tone: 'friendly' },
  );
  const [logo, setLogo] = useState<File | null>(null);
  const [dropLogo, setDropLogo] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const set = <K extends keyof BrandKitFields>(key: K, value: BrandKitFields[K]) => setFields((f) => ({ ...f, [key]: value }));

  async function save() {
    setSaving(true);
    setError(null);
    try {
      let saved = kit ? await updateBrandKit(kit.id, fields) : await createBrandKit(fields);
      if (logo) saved = await uploadBrandLogo(saved.id, logo);
      else if (dropLogo && saved.logo) saved = await removeBrandLogo(saved.id);
      await queryClient.invalidateQueries({ queryKey: ['brand-kits'] });
      onSaved(saved);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setSaving(false);
    }
  }

  // The chosen file's preview address, released when another file is chosen or the form closes.
  const chosenUrl = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => (chosenUrl ? URL.revokeObjectURL(chosenUrl) : undefined), [chosenUrl]);
  const currentLogo = chosenUrl ?? (!dropLogo && kit?.logo ? kit.logo.url : null);
  return (
    <form
      className="space-y-5 rounded-2xl border bg-card p-4 shadow-xs sm:p-6"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      aria-label={kit ? t('brand.edit') : t('brand.new')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-name`}>{t('brand.name')}</Label>
          <Input id={`${id}-name`} value={fields.name} maxLength={BRAND_KIT_LIMITS.name} required onChange={(e) => set('name', e.target.value)} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-tone`}>{t('brand.tone')}</Label>
          <select id={`${id}-tone`} className={selectClass} value={fields.tone} onChange={(e) => set('tone', e.target.value as AdTone)}>
            {AD_TONES.map((tone) => (
              <option key={tone} value={tone}>
                {t(`brand.tones.${tone}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('brand.colours')}</legend>
        <p className="text-xs text-muted-foreground">{t('brand.coloursHint')}</p>
        <div className="flex flex-wrap items-center gap-3">
          {fields.colours.map((c, i) => (
            <span key={i} className="flex items-center gap-1 rounded-full border bg-background py-1 pr-1 pl-1">
              <input type="color" value={c} aria-label={t('brand.colourN', { n: i + 1 })} onChange={(e) => set('colours', fields.colours.map((x, j) => (j === i ? e.target.value.toLowerCase() : x)))} className="size-8 cursor-pointer rounded-full border-0 bg-transparent p-0" />
              <span className="font-mono text-xs">{c}</span>
              {fields.colours.length > BRAND_KIT_LIMITS.colours.min && (
                <Button type="button" variant="ghost" size="icon" className="size-7" aria-label={t('brand.removeColour', { n: i + 1 })} onClick={() => set('colours', fields.colours.filter((_, j) => j !== i))}>
                  <X className="size-3.5" aria-hidden />
                </Button>
              )}
            </span>
          ))}
          {fields.colours.length < BRAND_KIT_LIMITS.colours.max && (
            <Button type="button" variant="outline" size="sm" onClick={() => set('colours', [...fields.colours, '#ffffff'])}>
              <Plus className="size-4" aria-hidden />
              {t('brand.addColour')}
            </Button>
          )}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['headingFont', 'bodyFont'] as const).map((key) => (
          <div key={key} className="space-y-2">
            <Label htmlFor={`${id}-${key}`}>{t(`brand.${key}`)}</Label>
            <select id={`${id}-${key}`} className={selectClass} value={fields[key]} onChange={(e) => set(key, e.target.value as AdFont)}>
              {AD_FONTS.map((f) => (
                <option key={f} value={f}>
                  {AD_FONT_LABELS[f]}
                </option>
              ))}
            </select>
            <p className="text-lg" style={{ fontFamily: `'${AD_FONT_LABELS[fields[key]]}', sans-serif`, fontWeight: key === 'headingFont' ? 700 : 400 }} data-font={fields[key]}>
              {AD_FONT_LABELS[fields[key]]} · {t('brand.fontSample')}
            </p>
          </div>
        ))}
      </div>
      <div className="space-y-2">
        <p className="text-sm font-medium">{t('brand.logo')}</p>
        <p className="text-xs text-muted-foreground">{t('brand.logoHint')}</p>
        <div className="flex flex-wrap items-center gap-3">
          <span className="flex h-16 w-40 items-center justify-center rounded-lg border bg-muted/40 p-2">
            {currentLogo ? <img src={currentLogo} alt={t('brand.logo')} className="max-h-full max-w-full object-contain" /> : <span className="text-xs text-muted-foreground">{t('brand.noLogo')}</span>}
          </span>
          <input ref={fileRef} type="file" accept="image/png,image/jpeg,image/webp,image/svg+xml,.svg" className="sr-only" aria-label={t('brand.uploadLogo')} onChange={(e) => setLogo(e.target.files?.[0] ?? null)} />
          <Button type="button" variant="outline" size="sm" onClick={() => fileRef.current?.click()}>
            <ImagePlus className="size-4" aria-hidden />
            {currentLogo ? t('brand.replaceLogo') : t('brand.uploadLogo')}
          </Button>
          {currentLogo && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setLogo(null);
                setDropLogo(true);
              }}
            >
              {t('brand.removeLogo')}
            </Button>
          )}
        </div>
      </div>
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving || !fields.name.trim()}>
          {saving && <Spinner className="size-4" />}
          {t('brand.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('brand.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Pick, make or edit the brand kit. */
export function BrandKitStep({ kitId, onChoose }: { kitId: string | null; onChoose: (kit: BrandKit | null) => void }) {
  const { t } = useTranslation('ads');
  const kits = useBrandKits();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<BrandKit | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BrandKit | null>(null);
  const [pending, setPending] = useState(false);
  const items = kits.data?.items ?? [];
  const showForm = editing !== null || (kits.isSuccess && items.length === 0);
  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h2 className="text-xl font-semibold tracking-tight">{t('brand.heading')}</h2>
        <p className="text-sm text-muted-foreground">{t('brand.hint')}</p>
      </header>
      {kits.isPending && <Spinner className="mx-auto my-6" />}
      {items.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="brand-kits">
          {items.map((kit) => (
            <li key={kit.id} className={cn('flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs', kitId === kit.id && 'border-primary ring-2 ring-primary/30')}>
              <div className="flex items-center justify-between gap-2">
                <span className="truncate font-medium">{kit.name}</span>
                <Swatches colours={kit.colours} />
              </div>
              <div className="flex h-10 items-center">{kit.logo ? <img src={kit.logo.url} alt={t('brand.logo')} className="max-h-full max-w-[60%] object-contain" /> : <span className="text-xs text-muted-foreground">{t('brand.noLogo')}</span>}</div>
              <p className="text-xs text-muted-foreground">
                {AD_FONT_LABELS[kit.headingFont]} / {AD_FONT_LABELS[kit.bodyFont]} · {t(`brand.tones.${kit.tone}`)}
              </p>
              <div className="mt-auto flex flex-wrap gap-2">
                <Button size="sm" variant={kitId === kit.id ? 'secondary' : 'default'} onClick={() => onChoose(kit)} aria-pressed={kitId === kit.id}>
                  {kitId === kit.id ? t('brand.inUse') : t('brand.use')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setEditing(kit)} aria-label={`${t('brand.edit')}: ${kit.name}`}>
                  <Pencil className="size-4" aria-hidden />
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeleting(kit)} aria-label={`${t('brand.delete')}: ${kit.name}`}>
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {kits.isSuccess && items.length === 0 && <p className="text-sm text-muted-foreground">{t('brand.none')}</p>}
      {showForm ? (
        <KitForm
          key={editing === 'new' || editing === null ? 'new' : editing.id}
          kit={editing === 'new' || editing === null ? null : editing}
          onSaved={(kit) => {
            setEditing(null);
            onChoose(kit);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        items.length < BRAND_KIT_LIMITS.kits && (
          <Button variant="outline" onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden />
            {t('brand.new')}
          </Button>
        )
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('brand.deleteTitle')}
        description={t('brand.deleteBody')}
        cancelLabel={t('brand.cancel')}
        confirmLabel={t('brand.delete')}
        destructive
        pending={pending}
        onConfirm={async () => {
          if (!deleting) return;
          setPending(true);
          try {
            await deleteBrandKit(deleting.id);
            if (kitId === deleting.id) onChoose(null);
            await queryClient.invalidateQueries({ queryKey: ['brand-kits'] });
          } finally {
            setPending(false);
            setDeleting(null);
          }
        }}
      />
    </div>
  );
}
