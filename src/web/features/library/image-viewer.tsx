/**
 * Large view of an image in a dialog, with previous/next (buttons and arrow keys), its size and a
 * download action. Used by the library and by the create flow's results. Generated scene images
 * also get 'Edit' (hosted engines only), local studio renders 'Adjust' (./image-adjust.tsx), and an
 * image edited or adjusted from another one a link to it.
 */
import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import type { ImageAdjustOffer } from '@shared/contracts/creation';
import { imageFileUrl } from './files';
import { AdjustImageButton } from './image-adjust';
import { EditImageButton } from './image-edit';

/** What the viewer needs of an image. */
export type ViewerImage = {
  id: string;
  width: number;
  height: number;
  format: string;
  title?: string | null;
  prompt?: string | null;
  /** Library items: 'generated' or 'source'; generated scene images can be edited. */
  type?: 'generated' | 'source';
  kind?: 'scene' | 'studio' | 'ad' | 'listing';
  /** The image this one was edited or adjusted from. */
  parentImageId?: string | null;
  /** A local studio render the server offers 'Adjust' for: the values it was drawn with. */
  adjust?: ImageAdjustOffer | null;
};

export type ImageViewerProps = {
  images: ViewerImage[];
  /** Index of the open image, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  onDownload: (image: ViewerImage) => void;
  /** Extra actions for the open image (e.g. delete). */
  actions?: (image: ViewerImage) => ReactNode;
  /** Offer 'Edit' on every image (the create flow's results); otherwise only on generated scene images of the library. */
  editable?: boolean;
};

/** Dialog with the full-size image and navigation between images. */
export function ImageViewer({ images, index, onIndexChange, onDownload, actions, editable }: ImageViewerProps) {
  const { t } = useTranslation('library');
  const image = index != null ? images[index] : undefined;
  const [loaded, setLoaded] = useState(false);
  const hasPrev = index != null && index > 0;
  const hasNext = index != null && index < images.length - 1;
  const canEdit = !!image && (editable || (image.type === 'generated' && image.kind === 'scene'));
  const parentIndex = image?.parentImageId ? images.findIndex((i) => i.id === image.parentImageId) : -1;

  useEffect(() => setLoaded(false), [image?.id]);

  return (
    <Dialog open={!!image} onOpenChange={(open) => !open && onIndexChange(null)}>
      <DialogContent
        className="max-w-[min(64rem,calc(100%-2rem))] gap-3 p-3 sm:p-4"
        closeLabel={t('viewer.close')}
        onKeyDown={(e) => {
          if (e.key === 'ArrowLeft' && hasPrev) onIndexChange((index ?? 0) - 1);
          if (e.key === 'ArrowRight' && hasNext) onIndexChange((index ?? 0) + 1);
        }}
      >
        {image && (
          <>
            <div className="pr-10">
              <DialogTitle className="line-clamp-1 text-base">{image.title || t('viewer.untitled')}</DialogTitle>
              <DialogDescription className="text-xs">
                {t('viewer.meta', { width: image.width, height: image.height, format: image.format.toUpperCase() })}
                {images.length > 1 ? ` · ${t('viewer.position', { current: (index ?? 0) + 1, total: images.length })}` : ''}
              </DialogDescription>
            </div>
            <div className="relative flex min-h-48 items-center justify-center overflow-hidden rounded-lg bg-muted/60">
              {!loaded && <Spinner className="absolute size-6 text-muted-foreground" />}
              <img
                key={image.id}
                src={imageFileUrl(image.id)}
                alt={image.title || image.prompt || t('viewer.untitled')}
                onLoad={() => setLoaded(true)}
                className="max-h-[calc(100dvh-12rem)] w-auto max-w-full object-contain"
                style={{ aspectRatio: `${image.width} / ${image.height}` }}
              />
              {hasPrev && (
                <Button
                  variant="secondary"
                  size="icon"
                  className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-background/80 shadow-md backdrop-blur"
                  onClick={() => onIndexChange((index ?? 0) - 1)}
                  aria-label={t('viewer.previous')}
                >
                  <ChevronLeft aria-hidden />
                </Button>
              )}
              {hasNext && (
                <Button
                  variant="secondary"
                  size="icon"
                  className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-background/80 shadow-md backdrop-blur"
                  onClick={() => onIndexChange((index ?? 0) + 1)}
                  aria-label={t('viewer.next')}
                >
                  <ChevronRight aria-hidden />
                </Button>
              )}
            </div>
            {image.prompt ? <p className="line-clamp-2 text-xs text-muted-foreground">{image.prompt}</p> : null}
            {image.parentImageId ? (
              <p className="text-xs">
                {parentIndex >= 0 ? (
                  <button type="button" className="font-medium text-primary hover:underline" onClick={() => onIndexChange(parentIndex)}>
                    {t('edit.editedFrom')}
                  </button>
                ) : (
                  <a className="font-medium text-primary hover:underline" href={imageFileUrl(image.parentImageId)} target="_blank" rel="noreferrer">
                    {t('edit.editedFrom')}
                  </a>
                )}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2">
              {actions?.(image)}
              {canEdit && <EditImageButton imageId={image.id} />}
              <AdjustImageButton imageId={image.id} offer={image.adjust} />
              <Button onClick={() => onDownload(image)}>
                <Download aria-hidden />
                {t('actions.download')}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
