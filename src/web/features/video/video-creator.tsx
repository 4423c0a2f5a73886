/**
 * The video creator: choose a still from the library or upload one,
 * describe the motion (suggested by the scenario engine), pick duration and aspect ratio, generate for
 * 5 credits, follow the render live, then play and download the result. The job id lives in the URL
 * (?video=) so a reload keeps following it. Starter and unknown tiers see their refusal message instead.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, ArrowRight, Clapperboard, Coins, Download, Film, ImageIcon, Plus, RefreshCw, RotateCcw, Wand2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CREDIT_COST } from '@shared/catalog';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { imageFileUrl } from '@web/features/library/files';
import { useMe } from '@web/features/me/api';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/utils';
import { VideoAccessNotice } from './access-notice';
import {
  createVideo,
  isVideoFinished,
  suggestMotionPrompt,
  useVideo,
  type VideoAspectRatio,
  type VideoDuration,
  videoAccess,
  videoFileUrl,
} from './api';
import { type PickedImage, ImagePicker } from './image-picker';
import { MotionSettings } from './motion-settings';
import { VideoPlayer } from './video-player';
import { VideoFailed, VideoProgress } from './video-status';

function errorMessage(e: unknown, fallback: string): string {
  return e instanceof ApiError && e.message ? e.message : fallback;
}

function StepCard({ step, title, description, children, className }: { step: number; title: string; description: string; children: ReactNode; className?: string }) {
  return (
    <Card className={cn('gap-5 py-5 sm:py-6', className)}>
      <div className="flex items-start gap-3 px-4 sm:px-6">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground shadow-sm shadow-primary/30 tabular-nums" aria-hidden>
          {step}
        </span>
        <div className="min-w-0 space-y-1">
          <h2 className="text-lg leading-7 font-semibold tracking-tight">{title}</h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      <CardContent className="px-4 sm:px-6">{children}</CardContent>
    </Card>
  );
}

/** The chosen still cropped to the chosen frame, or a placeholder until one is chosen. */
function FramePreview({ image, aspectRatio }: { image: PickedImage | null; aspectRatio: VideoAspectRatio }) {
  const { t } = useTranslation('video');
  const [w, h] = aspectRatio.split(':').map(Number) as [number, number];
  return (
    <div className="flex h-40 items-center justify-center rounded-xl bg-muted/50 p-3 sm:h-48">
      <div
        className={cn('relative h-full max-w-full overflow-hidden rounded-lg shadow-sm transition-[aspect-ratio] duration-300', image ? 'bg-black' : 'border-2 border-dashed border-input bg-background')}
        style={{ aspectRatio: `${w} / ${h}` }}
        data-testid="frame-preview"
      >
        {image ? (
          <img src={imageFileUrl(image.id, { thumb: true })} alt={t('settings.previewAlt')} className="size-full object-cover" />
        ) : (
          <span className="flex size-full flex-col items-center justify-center gap-1.5 p-2 text-center text-xs text-muted-foreground">
            <ImageIcon className="size-5" aria-hidden />
            <span className="line-clamp-3">{t('settings.noImage')}</span>
          </span>
        )}
        <span className="absolute top-1.5 left-1.5 rounded bg-background/85 px-1.5 py-0.5 text-[10px] font-semibold tabular-nums backdrop-blur">{aspectRatio}</span>
      </div>
    </div>
  );
}

/** The whole /create/video page body, for a signed-in user. */
export function VideoCreator() {
  const { t, i18n } = useTranslation('video');
  const queryClient = useQueryClient();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const jobId = params.get('video');

  const [image, setImage] = useState<PickedImage | null>(null);
  const [prompt, setPrompt] = useState('');
  const [promptEdited, setPromptEdited] = useState(false);
  const [durationSeconds, setDuration] = useState<VideoDuration>(5);
  const [aspectRatio, setAspectRatio] = useState<VideoAspectRatio>('16:9');
  const imageRef = useRef<string | null>(null);
  imageRef.current = image?.id ?? null;

  const suggestion = useMutation({
    mutationFn: suggestMotionPrompt,
    onSuccess: (text, vars) => {
      // Ignore a late answer for an image that is no longer selected.
      if (vars.imageId !== imageRef.current) return;
      setPrompt(text);
      setPromptEdited(false);
    },
  });

  const generate = useMutation({
    mutationFn: createVideo,
    onSuccess: ({ id }) => {
      // Credits are reserved when the job is created.
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      setParams((p) => {
        const next = new URLSearchParams(p);
        next.set('video', id);
        return next;
      });
    },
  });

  const video = useVideo(jobId);
  const status = video.data?.status;
  const finished = isVideoFinished(status);
  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: ['me'] });
    void queryClient.invalidateQueries({ queryKey: ['videos'] });
  }, [finished, jobId, queryClient]);

  const pick = (next: PickedImage) => {
    if (next.id === image?.id) return;
    setImage(next);
    generate.reset();
    if (!promptEdited || !prompt.trim()) {
      setPrompt('');
      suggestion.mutate({ imageId: next.id });
    }
  };

  const clearJob = () =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.delete('video');
      return next;
    });

  const newVideo = () => {
    generate.reset();
    suggestion.reset();
    setImage(null);
    setPrompt('');
    setPromptEdited(false);
    clearJob();
  };

  const balance = me.data?.creditsBalance;
  const cost = CREDIT_COST.video;
  const short = balance != null && balance + 0.001 < cost;
  const balanceText = balance != null ? t('common:credits.balance', { count: balance, formatted: new Intl.NumberFormat(i18n.resolvedLanguage).format(balance) }) : '…';

  const onGenerate = () => {
    if (!image) return;
    const text = prompt.trim();
    generate.mutate({ imageId: image.id, ...(text ? { prompt: text } : {}), durationSeconds, aspectRatio });
  };

  const header = (
    <header className="flex items-start justify-between gap-4">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('create.title')}</h1>
          {me.data && <Badge variant="secondary">{t(`common:tiers.${me.data.tier}`, { defaultValue: me.data.tier })}</Badge>}
        </div>
        <p className="text-sm text-muted-foreground sm:text-base">{t('create.subtitle')}</p>
      </div>
      <Button asChild variant="outline" className="shrink-0 max-sm:h-9 max-sm:px-3">
        <Link to="/videos">
          <Clapperboard aria-hidden />
          <span className="max-sm:sr-only">{t('create.myVideos')}</span>
        </Link>
      </Button>
    </header>
  );

  let body: ReactNode;
  if (me.isLoading) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner className="size-6 text-muted-foreground" aria-label={t('common:loading')} />
      </div>
    );
  } else if (me.isError && !jobId) {
    body = (
      <Alert variant="destructive">
        <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
          <p>{errorMessage(me.error, t('errors:unexpected'))}</p>
          <Button size="sm" variant="outline" onClick={() => void me.refetch()}>
            <RefreshCw aria-hidden />
            {t('common:actions.retry')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (me.data && videoAccess(me.data.tier) !== 'allowed' && !jobId) {
    body = <VideoAccessNotice reason={videoAccess(me.data.tier) === 'starter' ? 'starter' : 'unknownTier'} />;
  } else if (jobId) {
    const v = video.data;
    body = (
      <Card className="px-4 py-6 sm:px-8">
        {video.isError ? (
          <div className="mx-auto max-w-md space-y-4 py-6 text-center">
            <p className="text-sm text-destructive">{errorMessage(video.error, t('errors:unexpected'))}</p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button variant="outline" onClick={() => void video.refetch()}>
                <RefreshCw aria-hidden />
                {t('common:actions.retry')}
              </Button>
              <Button onClick={newVideo}>
                <Plus aria-hidden />
                {t('result.newVideo')}
              </Button>
            </div>
          </div>
        ) : v && v.status === 'succeeded' ? (
          <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="space-y-0.5">
                <h2 className="text-xl font-semibold tracking-tight">{t('result.title')}</h2>
                <p className="text-sm text-muted-foreground">{t('result.meta', { seconds: v.durationSeconds, width: v.width, height: v.height, ratio: v.aspectRatio })}</p>
              </div>
              <Badge variant="accent">{t('result.ready')}</Badge>
            </div>
            <VideoPlayer video={v} />
            {v.title ? <p className="text-base font-medium">{v.title}</p> : null}
            {v.prompt ? <p className="line-clamp-3 text-sm text-muted-foreground">{v.prompt}</p> : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button asChild variant="ghost">
                <Link to="/videos">
                  {t('result.allVideos')}
                  <ArrowRight aria-hidden />
                </Link>
              </Button>
              <Button variant="outline" onClick={newVideo}>
                <Plus aria-hidden />
                {t('result.newVideo')}
              </Button>
              <Button asChild>
                <a href={videoFileUrl(v.id, { download: true })} download>
                  <Download aria-hidden />
                  {t('result.download')}
                </a>
              </Button>
            </div>
          </div>
        ) : v && v.status === 'failed' ? (
          <div className="space-y-2">
            <VideoFailed video={v} />
            <div className="flex flex-col-reverse justify-center gap-2 sm:flex-row">
              <Button variant="outline" onClick={newVideo}>
                <Plus aria-hidden />
                {t('result.newVideo')}
              </Button>
              {image && (
                <Button onClick={() => { generate.reset(); clearJob(); }}>
                  <RotateCcw aria-hidden />
                  {t('failed.tryAgain')}
                </Button>
              )}
            </div>
          </div>
        ) : (
          <VideoProgress video={v} aspectRatio={aspectRatio} stillUrl={image ? imageFileUrl(image.id, { thumb: true }) : null} />
        )}
      </Card>
    );
  } else {
    body = (
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-6">
        <StepCard step={1} title={t('picker.title')} description={t('picker.description')}>
          <ImagePicker selectedId={image?.id ?? null} onSelect={pick} disabled={generate.isPending} />
        </StepCard>
        <StepCard step={2} title={t('settings.title')} description={t('settings.description')} className="lg:sticky lg:top-20">
          <div className="space-y-6">
            <FramePreview image={image} aspectRatio={aspectRatio} />
            <MotionSettings
              prompt={prompt}
              onPrompt={(value) => {
                setPrompt(value);
                setPromptEdited(true);
              }}
              suggesting={suggestion.isPending}
              onSuggest={() => image && suggestion.mutate({ imageId: image.id })}
              suggestFailed={suggestion.isError}
              durationSeconds={durationSeconds}
              onDuration={setDuration}
              aspectRatio={aspectRatio}
              onAspectRatio={setAspectRatio}
              disabled={!image || generate.isPending}
            />
            <div className="space-y-3 border-t pt-5">
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div className="rounded-lg bg-muted/50 px-3 py-2">
                  <dt className="text-xs text-muted-foreground">{t('summary.cost')}</dt>
                  <dd className="flex items-center gap-1.5 font-semibold" data-testid="video-cost">
                    <Coins className="size-4 text-primary" aria-hidden />
                    {t('summary.credits', { count: cost })}
                  </dd>
                </div>
                <div className="rounded-lg bg-muted/50 px-3 py-2">
                  <dt className="text-xs text-muted-foreground">{t('summary.balance')}</dt>
                  <dd className={cn('font-semibold tabular-nums', short && 'text-destructive')}>{balanceText}</dd>
                </div>
              </dl>
              {short && (
                <Alert variant="destructive">
                  <AlertTriangle aria-hidden />
                  <AlertDescription>
                    <p>{t('summary.notEnough')}</p>
                    <Link to="/pricing" className="font-medium underline underline-offset-2">{t('summary.getCredits')}</Link>
                  </AlertDescription>
                </Alert>
              )}
              {generate.isError && (
                <Alert variant="destructive" data-testid="video-generate-error">
                  <AlertTriangle aria-hidden />
                  <AlertDescription>
                    <p>{errorMessage(generate.error, t('errors:unexpected'))}</p>
                    {generate.error instanceof ApiError && (generate.error.status === 402 || generate.error.status === 403) && (
                      <Link to="/pricing" className="font-medium underline underline-offset-2">{t('summary.seePlans')}</Link>
                    )}
                  </AlertDescription>
                </Alert>
              )}
              <Button size="lg" className="w-full" onClick={onGenerate} disabled={!image || generate.isPending || short} aria-busy={generate.isPending}>
                {generate.isPending ? <Spinner /> : <Wand2 aria-hidden />}
                {t('summary.generate')}
              </Button>
              <p className="flex items-center justify-center gap-1.5 text-center text-xs text-muted-foreground">
                <Film className="size-3.5" aria-hidden />
                {t('summary.hint')}
              </p>
            </div>
          </div>
        </StepCard>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      {header}
      {body}
    </div>
  );
}
