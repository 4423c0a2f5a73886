/** The in-page player of a finished video: native controls, poster frame, sized to the video's shape. */
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/utils';
import { type Video, videoFileUrl, videoPosterUrl } from './api';

export type VideoPlayerProps = {
  video: Pick<Video, 'id' | 'width' | 'height' | 'aspectRatio'>;
  autoPlay?: boolean;
  className?: string;
};

/** A `<video controls playsInline>` with the poster, as wide as fits within 70% of the screen height. */
export function VideoPlayer({ video, autoPlay = false, className }: VideoPlayerProps) {
  const { t } = useTranslation('video');
  const [w, h] = video.width && video.height ? [video.width, video.height] : (video.aspectRatio.split(':').map(Number) as [number, number]);
  return (
    <div className={cn('flex items-center justify-center', className)}>
      <video
        key={video.id}
        src={videoFileUrl(video.id)}
        poster={videoPosterUrl(video.id)}
        controls
        playsInline
        autoPlay={autoPlay}
        preload="metadata"
        aria-label={t('player.label')}
        data-testid="video-player"
        className="block w-full overflow-hidden rounded-xl bg-black shadow-sm"
        style={{ aspectRatio: `${w} / ${h}`, maxWidth: `calc(min(70dvh, 40rem) * ${w / h})` }}
      />
    </div>
  );
}
