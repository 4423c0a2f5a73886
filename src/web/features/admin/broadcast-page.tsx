/**
 * One marketing broadcast. As a draft: the consent category, the languages written (subject, body
 * in paragraphs, an optional button), who it reaches now (opted in, by language; opted in without
 * their language; addresses that bounced or complained), the email as recipients get it in each
 * language, 'Send me a test' and, once the latest edit was tested, 'Send to N users' after a
 * confirmation. Once sending: its progress (asked again every 2 s) and 'Stop sending'. The server
 * enforces every rule (admins only, a test before sending, opted-in recipients only).
 */
import { ArrowLeft, Check, FlaskConical, Send } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { BROADCAST_BODY_MAX, BROADCAST_BUTTON_LABEL_MAX, BROADCAST_CATEGORIES, BROADCAST_SUBJECT_MAX, type BroadcastCategory } from '@shared/contracts/broadcasts';
import { LANGUAGES, type Language } from '@shared/languages';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Progress } from '@web/components/ui/progress';
import { RadioGroup, RadioGroupChip } from '@web/components/ui/radio-group';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { type BroadcastDetail, type BroadcastInput, useBroadcast, useBroadcastActions, useBroadcastPreview } from './api';
import { BROADCAST_TONE, broadcastTitle } from './broadcasts-page';
import { useAdminFormat } from './format';
import { AdminPageHeader, Loading, Panel, StatePill } from './parts';

interface LocaleForm {
  subject: string;
  body: string;
  buttonLabel: string;
  buttonUrl: string;
}
interface Form {
  category: BroadcastCategory;
  locales: Partial<Record<Language, LocaleForm>>;
}

const emptyLocale: LocaleForm = { subject: '', body: '', buttonLabel: '', buttonUrl: '' };

function formOf(detail: BroadcastDetail | undefined): Form {
  if (!detail) return { category: 'newFeatures', locales: { en: { ...emptyLocale } } };
  const locales: Form['locales'] = {};
  for (const [language, l] of Object.entries(detail.broadcast.content) as [Language, NonNullable<BroadcastInput['content']['en']>][]) {
    locales[language] = { subject: l.subject, body: l.body, buttonLabel: l.button?.label ?? '', buttonUrl: l.button?.url ?? '' };
  }
  return { category: detail.broadcast.category, locales };
}

function inputOf(form: Form): BroadcastInput {
  const content: BroadcastInput['content'] = {};
  for (const language of LANGUAGES) {
    const l = form.locales[language];
    if (!l) continue;
    const button = l.buttonLabel.trim() || l.buttonUrl.trim() ? { label: l.buttonLabel.trim(), url: l.buttonUrl.trim() } : null;
    content[language] = { subject: l.subject.trim(), body: l.body.trim(), button };
  }
  return { category: form.category, content };
}

/** The error the server gave, or a generic one. */
function messageOf(e: unknown, fallback: string): string {
  return e instanceof Error && e.message ? e.message : fallback;
}

function LocaleFields({ language, value, onChange, disabled }: { language: Language; value: LocaleForm; onChange: (v: LocaleForm) => void; disabled: boolean }) {
  const { t } = useTranslation('admin');
  const id = `broadcast-${language}`;
  return (
    <fieldset className="space-y-3 rounded-xl border p-3" data-testid={`broadcast-locale-${language}`}>
      <legend className="px-1 text-sm font-medium">{t(`broadcasts.languages.${language}`)}</legend>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-subject`}>{t('broadcasts.subject')}</Label>
        <Input id={`${id}-subject`} value={value.subject} maxLength={BROADCAST_SUBJECT_MAX} disabled={disabled} onChange={(e) => onChange({ ...value, subject: e.target.value })} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-body`}>{t('broadcasts.body')}</Label>
        <Textarea id={`${id}-body`} rows={7} value={value.body} maxLength={BROADCAST_BODY_MAX} disabled={disabled} onChange={(e) => onChange({ ...value, body: e.target.value })} />
        <p className="text-xs text-muted-foreground">{t('broadcasts.bodyHint')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_2fr]">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-button`}>{t('broadcasts.buttonLabel')}</Label>
          <Input id={`${id}-button`} value={value.buttonLabel} maxLength={BROADCAST_BUTTON_LABEL_MAX} disabled={disabled} onChange={(e) => onChange({ ...value, buttonLabel: e.target.value })} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-url`}>{t('broadcasts.buttonUrl')}</Label>
          <Input id={`${id}-url`} type="url" placeholder="https://" value={value.buttonUrl} disabled={disabled} onChange={(e) => onChange({ ...value, buttonUrl: e.target.value })} />
        </div>
      </div>
    </fieldset>
  );
}

function Audience({ detail }: { detail: BroadcastDetail }) {
  const { t } = useTranslation('admin');
  const fmt = useAdminFormat();
  const a = detail.audience;
  const parts = (Object.entries(a.byLanguage) as [Language, number][]).map(([l, n]) => `${l.toUpperCase()} ${fmt.number(n)}`);
  return (
    <div className="space-y-1 text-sm" data-testid="broadcast-audience">
      <p className="font-medium">{t('broadcasts.audience', { count: a.total, formatted: fmt.number(a.total) })}</p>
      {parts.length > 0 ? <p className="text-muted-foreground">{parts.join(' · ')}</p> : null}
      {a.withoutLanguage > 0 ? <p className="text-muted-foreground">{t('broadcasts.withoutLanguage', { count: a.withoutLanguage })}</p> : null}
      {a.suppressed > 0 ? <p className="text-muted-foreground">{t('broadcasts.suppressed', { count: a.suppressed })}</p> : null}
    </div>
  );
}

function Preview({ detail }: { detail: BroadcastDetail }) {
  const { t } = useTranslation('admin');
  const languages = LANGUAGES.filter((l) => detail.broadcast.content[l]);
  const [language, setLanguage] = useState<Language | null>(languages[0] ?? null);
  const shown = language && languages.includes(language) ? language : (languages[0] ?? null);
  const preview = useBroadcastPreview(detail.broadcast.id, shown, detail.broadcast.updatedAt);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        {languages.map((l) => (
          <Button key={l} size="sm" variant={l === shown ? 'secondary' : 'ghost'} aria-pressed={l === shown} onClick={() => setLanguage(l)}>
            {l.toUpperCase()}
          </Button>
        ))}
      </div>
      {preview.data ? (
        <>
          <p className="text-sm">
            <span className="text-muted-foreground">{t('broadcasts.subject')}: </span>
            <span className="font-medium" data-testid="broadcast-preview-subject">{preview.data.subject}</span>
          </p>
          <iframe title={t('broadcasts.previewTitle')} sandbox="" srcDoc={preview.data.html} className="h-[28rem] w-full rounded-xl border bg-white" />
        </>
      ) : (
        <Loading />
      )}
    </div>
  );
}

/** The broadcast page (new when the route has no id). */
export function BroadcastPage() {
  const { t } = useTranslation('admin');
  const fmt = useAdminFormat();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id && params.id !== 'new' ? params.id : null;
  const detail = useBroadcast(id);
  const actions = useBroadcastActions();
  const [form, setForm] = useState<Form>(() => formOf(undefined));
  const [confirm, setConfirm] = useState(false);
  const loadedVersion = detail.data?.broadcast.updatedAt;
  useEffect(() => {
    if (detail.data) setForm(formOf(detail.data));
    // Reset to the server's copy when a new version arrives (after a save), not on every poll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedVersion]);

  const b = detail.data?.broadcast;
  const draft = !b || b.status === 'draft';
  const dirty = useMemo(() => !b || JSON.stringify(inputOf(form)) !== JSON.stringify(inputOf(formOf(detail.data))), [form, b, detail.data]);
  const chosen = LANGUAGES.filter((l) => form.locales[l]);
  const complete = chosen.length > 0 && chosen.every((l) => form.locales[l]!.subject.trim() && form.locales[l]!.body.trim());

  if (id && detail.isError && !detail.data) {
    return <RetryAlert message={t('errors.load')} retryLabel={t('actions.retry')} onRetry={() => void detail.refetch()} />;
  }
  if (id && !detail.data) return <Loading />;

  async function save() {
    try {
      const body = inputOf(form);
      if (id) await actions.save.mutateAsync({ id, body });
      else {
        const created = await actions.create.mutateAsync(body);
        if (created) void navigate(`/admin/broadcasts/${created.id}`, { replace: true });
      }
      toast.success(t('broadcasts.saved'));
    } catch (e) {
      toast.error(messageOf(e, t('errors.action')));
    }
  }

  const toggleLanguage = (l: Language) =>
    setForm((f) => {
      const locales = { ...f.locales };
      if (locales[l]) delete locales[l];
      else locales[l] = { ...emptyLocale };
      return { ...f, locales };
    });

  const p = b?.progress;
  const total = detail.data?.audience.total ?? 0;
  return (
    <>
      <Button asChild variant="ghost" size="sm" className="-ml-2 mb-2 gap-1.5">
        <Link to="/admin/broadcasts">
          <ArrowLeft aria-hidden />
          {t('broadcasts.back')}
        </Link>
      </Button>
      <AdminPageHeader
        title={b ? broadcastTitle(b) || t('broadcasts.untitled') : t('broadcasts.new')}
        subtitle={b ? <StatePill tone={BROADCAST_TONE[b.status]}>{t(`broadcasts.status.${b.status}`)}</StatePill> : t('broadcasts.newHint')}
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title={t('broadcasts.write')}>
          <div className="space-y-4">
            <div className="space-y-2">
              <p className="text-sm font-medium" id="broadcast-category">{t('broadcasts.category')}</p>
              <RadioGroup aria-labelledby="broadcast-category" className="flex flex-wrap" value={form.category} onValueChange={(v) => setForm((f) => ({ ...f, category: v as BroadcastCategory }))} disabled={!draft}>
                {BROADCAST_CATEGORIES.map((c) => (
                  <RadioGroupChip key={c} value={c}>
                    {t(`broadcasts.categories.${c}`)}
                  </RadioGroupChip>
                ))}
              </RadioGroup>
              <p className="text-xs text-muted-foreground">{t('broadcasts.consentHint')}</p>
            </div>
            <div className="space-y-2">
              <p className="text-sm font-medium">{t('broadcasts.languagesLabel')}</p>
              <div className="flex flex-wrap gap-2">
                {LANGUAGES.map((l) => (
                  <Button key={l} type="button" size="sm" variant={form.locales[l] ? 'secondary' : 'outline'} aria-pressed={!!form.locales[l]} disabled={!draft} onClick={() => toggleLanguage(l)}>
                    {form.locales[l] ? <Check aria-hidden /> : null}
                    {t(`broadcasts.languages.${l}`)}
                  </Button>
                ))}
              </div>
            </div>
            {chosen.map((l) => (
              <LocaleFields key={l} language={l} value={form.locales[l]!} disabled={!draft} onChange={(v) => setForm((f) => ({ ...f, locales: { ...f.locales, [l]: v } }))} />
            ))}
            {draft ? (
              <Button onClick={() => void save()} disabled={!dirty || !complete || actions.save.isPending || actions.create.isPending}>
                {(actions.save.isPending || actions.create.isPending) && <Spinner className="size-4" />}
                {t('broadcasts.save')}
              </Button>
            ) : null}
          </div>
        </Panel>

        {detail.data && b ? (
          // Once sent, the progress comes first on phones.
          <div className={draft ? 'space-y-6' : 'order-first space-y-6 xl:order-none'}>
            <Panel title={draft ? t('broadcasts.sendTitle') : t('broadcasts.progressTitle')}>
              {draft ? (
                <div className="space-y-4">
                  <Audience detail={detail.data} />
                  <p className="text-sm text-muted-foreground" data-testid="broadcast-tested">
                    {dirty ? t('broadcasts.unsaved') : b.testedAt ? t('broadcasts.tested', { date: fmt.dateTime(b.testedAt) }) : t('broadcasts.untested')}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      disabled={dirty || actions.test.isPending}
                      onClick={() =>
                        actions.test.mutate(b.id, { onSuccess: () => toast.success(t('broadcasts.testSent')), onError: (e) => toast.error(messageOf(e, t('errors.action'))) })
                      }
                    >
                      {actions.test.isPending ? <Spinner className="size-4" /> : <FlaskConical aria-hidden />}
                      {t('broadcasts.test')}
                    </Button>
                    <Button disabled={dirty || !b.testedAt || total === 0} onClick={() => setConfirm(true)}>
                      <Send aria-hidden />
                      {t('broadcasts.send', { count: total, formatted: fmt.number(total) })}
                    </Button>
                  </div>
                </div>
              ) : p ? (
                <div className="space-y-3" data-testid="broadcast-progress">
                  <Progress value={p.recipients ? ((p.sent + p.failed + p.skipped) / p.recipients) * 100 : 100} aria-label={t('broadcasts.progressTitle')} />
                  <p className="text-sm">{t('broadcasts.progress', { sent: fmt.number(p.sent), recipients: fmt.number(p.recipients), failed: fmt.number(p.failed), skipped: fmt.number(p.skipped), count: p.recipients })}</p>
                  {b.status === 'sending' ? (
                    <Button
                      variant="outline"
                      disabled={actions.cancel.isPending}
                      onClick={() => actions.cancel.mutate(b.id, { onSuccess: () => toast.success(t('broadcasts.cancelled')), onError: (e) => toast.error(messageOf(e, t('errors.action'))) })}
                    >
                      {t('broadcasts.cancel')}
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </Panel>
            <Panel title={t('broadcasts.previewTitle')}>
              <Preview detail={detail.data} />
            </Panel>
          </div>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirm}
        onClose={() => setConfirm(false)}
        title={t('broadcasts.confirmTitle', { count: total, formatted: fmt.number(total) })}
        description={b ? t('broadcasts.confirmBody', { category: t(`broadcasts.categories.${b.category}`) }) : ''}
        cancelLabel={t('actions.cancel')}
        confirmLabel={t('broadcasts.send', { count: total, formatted: fmt.number(total) })}
        pending={actions.send.isPending}
        onConfirm={() =>
          b &&
          actions.send.mutate(b.id, {
            onSuccess: () => {
              setConfirm(false);
              toast.success(t('broadcasts.started'));
            },
            onError: (e) => {
              setConfirm(false);
              toast.error(messageOf(e, t('errors.action')));
            },
          })
        }
      />
    </>
  );
}

export default BroadcastPage;
