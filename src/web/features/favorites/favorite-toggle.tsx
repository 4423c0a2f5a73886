/**
 * Heart button that marks or unmarks an image as favorite (PUT / DELETE /api/v1/images/{id}/favorite).
 * The change shows at once; on failure it rolls back and says so. The home stats (['me', 'stats']) are
 * refreshed after each change.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { STATS_KEY } from '@web/features/me/api';
import { api, unwrap } from '@web/lib/api-client';
import { cn } from '@web/lib/utils';

/** Sends the favorite state of one image. */
export async function setFavorite(imageId: string, favorite: boolean): Promise<void> {
  const params = { params: { path: { id: imageId } } };
  await unwrap(favorite ? api.PUT('/images/{id}/favorite', params) : api.DELETE('/images/{id}/favorite', params));
}

/** Favorite toggle for one image; `onChange` hears the confirmed new state (and the rollback). */
export function FavoriteToggle({
  imageId,
  favorite,
  onChange,
  className,
}: {
  imageId: string;
  favorite: boolean;
  onChange?: (favorite: boolean) => void;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const [value, setValue] = useState(favorite);

  // Follow the parent when it gets fresh data.
  useEffect(() => setValue(favorite), [favorite]);

  const mutation = useMutation({
    mutationFn: (next: boolean) => setFavorite(imageId, next),
    onMutate: (next) => {
      const previous = value;
      setValue(next);
      return { previous };
    },
    onSuccess: (_data, next) => onChange?.(next),
    onError: (error, _next, context) => {
      console.error('Could not change the favorite', error);
      const previous = context?.previous ?? favorite;
      setValue(previous);
      onChange?.(previous);
      toast.error(t('favorites.failed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: STATS_KEY }),
  });

  const label = value ? t('favorites.remove') : t('favorites.add');
  return (
    <button
      type="button"
      aria-pressed={value}
      aria-label={label}
      title={label}
      disabled={mutation.isPending}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        mutation.mutate(!value);
      }}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-full bg-background/85 text-foreground shadow-sm backdrop-blur outline-none transition-[color,transform] hover:scale-105 focus-visible:ring-[3px] focus-visible:ring-ring disabled:opacity-80',
        value && 'text-rose-600 dark:text-rose-400',
        className,
      )}
      data-testid="favorite-toggle"
    >
      <Heart className={cn('size-4', value && 'fill-current')} aria-hidden />
    </button>
  );
}
