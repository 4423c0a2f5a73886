/**
 * Creating from a product (/create/ugc?product=<id>): the flow starts with the product's first photo,
 * its other photos as other angles (up to 3), and its features and audience filled in (the features
 * fall back to its title and description), so nothing is typed twice. Output: the product's title
 * once applied (for a notice), else null.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api, unwrap } from '@web/lib/api-client';
import type { SourceImage } from './api';
import type { CreateAction } from './state';
import { fetchSourceImage } from './use-cutout';

/** Other angles a generation takes at most. */
const MAX_ANGLES = 3;

export function useProductPrefill(dispatch: (action: CreateAction) => void): string | null {
  const [params] = useSearchParams();
  const productId = params.get('product');
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    if (!productId) return;
    let cancelled = false;
    void (async () => {
      try {
        const product = await unwrap(api.GET('/products/{id}', { params: { path: { id: productId } } }));
        const photos: SourceImage[] = await Promise.all(product.photos.slice(0, 1 + MAX_ANGLES).map((p) => fetchSourceImage(p.id)));
        if (cancelled) return;
        const [main, ...angles] = photos;
        if (main) dispatch({ type: 'uploaded', source: main });
        if (angles.length) dispatch({ type: 'setAngles', angles });
        const features = product.features.trim() || `${product.title}. ${product.description}`.trim().slice(0, 1000);
        dispatch({ type: 'setFeatures', value: features });
        if (product.audience.trim()) dispatch({ type: 'setAudience', value: product.audience });
        setTitle(product.title);
      } catch {
        // A product that is gone or not the user's: the flow starts empty, as without it.
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [productId, dispatch]);
  return title;
}
