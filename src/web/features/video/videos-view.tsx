/**
 * The video library (/videos): the user's videos newest first in a grid with poster,
 * duration, aspect ratio and date; play in a dialog, download, delete with confirmation; videos
 * still rendering show their progress and refresh on their own.
 */
import { AlertTriangle, Clapperboard, Download, Play, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MediaGrid } from '@web/components/media/media-grid';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { Progress } from '@web/components/ui/progress';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/utils';
import { deleteVideo, formatDuration, type Video, useVideos, videoFileUrl, videoPosterUrl } from './api';
import { VideoPlayer } from './video-player';
import { percentOf, stageText } from './video-status';
import { EmptyState } from '@web/components/media/empty-state';
import { PageHeader } from '@web/components/page-header';

function useDateFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }), [i18n.resolvedLanguage]);
}

/** Dialog that plays one video. */
function PlayerDialog({ video, onClose, onDelete }: { video: Video | null; onClose: () => void; onDelete: (video: Video) => void }) {
  const { t } = useTranslation('video');
  const date = useDateFormat();
  return (
    <Dialog open={!!video} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className={cn(
          'gap-3 p-3 sm:p-4',
          // As wide as the video's shape needs.
          video?.aspectRatio === '9:16' ? 'max-w-md' : video?.aspectRatio === '1:1' ? 'max-w-2xl' : 'max-w-[min(64rem,calc(100%-2rem))]',
        )}
        closeLabel={t('library.close')}
      >
        {video && (
          <>
            <div className="pr-10">
              <DialogTitle className="line-clamp-1 text-base">{video.title || video.prompt || t('library.untitled')}</DialogTitle>
              <DialogDescription className="text-xs">
                {t('library.meta', { date: date.format(new Date(video.createdAt)), seconds: video.durationSeconds, ratio: video.aspectRatio, width: video.width, height: video.height })}
              </DialogDescription>
            </div>
            <VideoPlayer video={video} autoPlay />
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" className="text-destructive hover:bg-destructive/10 hover:text-destructive" onClick={() => onDelete(video)}>
                <Trash2 aria-hidden />
                {t('library.actions.delete')}
              </Button>
              <Button asChild>
                <a href={videoFileUrl(video.id, { download: true })} download>
                  <Download aria-hidden />
                  {t('library.actions.download')}
                </a>
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Tile({ video, onPlay, onDelete }: { video: Video; onPlay: () => void; onDelete: () => void }) {
  const { t } = useTranslation('video');
  const date = useDateFormat();
  const name = video.title || video.prompt || t('library.untitled');
  const when = date.format(new Date(video.createdAt));
  const ready = video.status === 'succeeded';
  const failed = video.status === 'failed';
  const pct = percentOf(video.progress);
  const [w, h] = video.aspectRatio.split(':').map(Number) as [number, number];

  let media;
  if (ready) {
    media = (
      <button
        type="button"
        onClick={onPlay}
        className="relative block aspect-video w-full overflow-hidden bg-zinc-900 outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-inset"
        aria-label={t('library.play', { name })}
      >
        {/* Blurred fill behind portrait and square posters. */}
        {w / h < 1.7 && <img src={videoPosterUrl(video.id)} alt="" aria-hidden className="absolute inset-0 size-full scale-110 object-cover opacity-60 blur-xl" />}
        <img src={videoPosterUrl(video.id)} alt="" loading="lazy" data-testid="video-poster" className="relative size-full object-contain transition-transform duration-300 group-hover:scale-[1.03]" />
        <span className="absolute inset-0 flex items-center justify-center" aria-hidden>
          <span className="flex size-12 items-center justify-center rounded-full bg-black/50 text-white shadow-lg ring-1 ring-white/30 backdrop-blur transition-transform group-hover:scale-110">
            <Play className="ml-0.5 size-5 fill-current" />
          </span>
        </span>
        <span className="absolute right-2 bottom-2 rounded-md bg-black/70 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">
          {formatDuration(video.durationSeconds)}
        </span>
      </button>
    );
  } else if (failed) {
    media = (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 bg-destructive/8 px-4 text-center text-destructive">
        <AlertTriangle className="size-6" aria-hidden />
        <p className="text-sm font-medium">{t('library.failed')}</p>
        {video.creditsRefunded > 0 && <p className="text-xs text-muted-foreground">{t('failed.refunded', { count: video.creditsRefunded })}</p>}
      </div>
    );
  } else {
    media = (
      <div className="bg-vitrine flex aspect-video w-full flex-col items-center justify-center gap-3 bg-muted/60 px-5 text-center" data-testid="video-rendering">
        <Spinner className="size-6 text-primary" />
        <p className="text-sm font-medium">{stageText(t, video)}</p>
        <div className="w-full max-w-48 space-y-1">
          <Progress value={pct} aria-label={t('progress.label')} />
          <p className="text-xs text-muted-foreground tabular-nums">{t('progress.percent', { value: pct })}</p>
        </div>
      </div>
    );
  }

  return (
    <li className="group flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-shadow hover:shadow-md">
      <div className="relative">
        {media}
        <span className="absolute top-2 left-2 rounded-md bg-background/85 px-1.5 py-0.5 text-[10px] font-semibold tracking-wide tabular-nums backdrop-blur">
          {video.aspectRatio}
        </span>
      </div>
      <div className="flex flex-col gap-0.5 px-3 pt-2.5 pb-1.5">
        <p className="truncate text-sm font-medium" title={name}>{name}</p>
        <div className="-mr-1.5 flex items-center gap-1">
          <p className="min-w-0 flex-1 truncate text-xs text-muted-foreground">
            {when}
            <span aria-hidden> · </span>
            {t('library.seconds', { value: video.durationSeconds })}
          </p>
          {ready && (
            <Button asChild variant="ghost" size="icon" className="size-8">
              <a href={videoFileUrl(video.id, { download: true })} download aria-label={t('library.download', { name })}>
                <Download aria-hidden />
              </a>
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
            onClick={onDelete}
            disabled={!ready && !failed}
            aria-label={t('library.deleteLabel', { name })}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The /videos page body. */
export function VideosView() {
  const { t } = useTranslation('video');
  const videos = useVideos();
  const items = useMemo(() => videos.data?.pages.flatMap((p) => p.items) ?? [], [videos.data]);
  const [playing, setPlaying] = useState<Video | null>(null);
  const [deleting, setDeleting] = useState<Video | null>(null);

  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader
        title={t('library.title')}
        subtitle={t('library.subtitle')}
        action={
          <Button asChild className="shrink-0 max-sm:h-9 max-sm:px-3">
            <Link to="/create/video">
              <Plus aria-hidden />
              {t('library.create')}
            </Link>
          </Button>
        }
      />

      <MediaGrid
        items={items}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        testId="videos-grid"
        loading={videos.isLoading}
        skeleton={{ count: 6, aspect: 'aspect-video', label: t('library.loading') }}
        error={videos.isError ? { message: t('library.loadFailed'), retryLabel: t('common:actions.retry'), onRetry: () => void videos.refetch() } : null}
        empty={
          <EmptyState
            icon={<Clapperboard aria-hidden />}
            title={t('library.empty.title')}
            body={t('library.empty.body')}
            action={
              <Button asChild size="lg">
                <Link to="/create/video">
                  <Plus aria-hidden />
                  {t('library.empty.cta')}
                </Link>
              </Button>
            }
          />
        }
        loadMore={{
          hasMore: videos.hasNextPage,
          loading: videos.isFetchingNextPage,
          label: t('library.loadMore'),
          loadingLabel: t('library.loadingMore'),
          onLoadMore: () => void videos.fetchNextPage(),
        }}
        renderItem={(video) => <Tile video={video} onPlay={() => setPlaying(video)} onDelete={() => setDeleting(video)} />}
        deleteDialog={{
          item: deleting,
          onClose: () => setDeleting(null),
          remove: deleteVideo,
          invalidate: ['videos'],
          previewUrl: (video) => (video.status === 'succeeded' ? videoPosterUrl(video.id) : null),
          texts: {
            title: t('library.delete.title'),
            body: t('library.delete.body'),
            cancel: t('library.delete.cancel'),
            confirm: t('library.delete.confirm'),
            deleting: t('library.delete.deleting'),
            deleted: t('library.toast.deleted'),
            failed: t('library.toast.deleteFailed'),
            failedBody: t('library.toast.deleteFailedBody'),
          },
        }}
      />

      <PlayerDialog
        video={playing}
        onClose={() => setPlaying(null)}
        onDelete={(video) => {
          setPlaying(null);
          setDeleting(video);
        }}
      />
    </div>
  );
}
