/**
 * Small picture of the product for the generation summary: the cut-out on a checkerboard once it is
 * ready (that is what the images will use), the photo before that or when the cut-out failed.
 */
import { imageFileUrl } from '@web/features/library/files';
import { cn } from '@web/lib/utils';
import type { SourceImage } from './api';
import { CHECKERBOARD } from './checkerboard';
import { cutoutImageUrl, useSourceImage } from './use-cutout';

/** Thumbnail of the photo's cut-out (or of the photo), kept up to date while the cut-out runs. */
export function SourceThumb({ source, className }: { source: SourceImage; className?: string }) {
  const { data } = useSourceImage(source);
  const cutout = (data ?? source).cutout;
  const ready = cutout?.status === 'ready';
  return (
    <img
      src={ready ? cutoutImageUrl(source.id, cutout.updatedAt, 256) : imageFileUrl(source.id, { thumb: true })}
      alt=""
      className={cn('rounded-lg border object-contain', ready ? CHECKERBOARD : 'bg-muted', className)}
    />
  );
}
