/** The configured image engine (GET /api/v1/image-engine), for settings that only hosted models have. */
import { useQuery } from '@tanstack/react-query';
import { api, type Schemas, unwrap } from '@web/lib/api-client';

export type ImageEngine = Schemas['ImageEngine'];

/** The image engine; it does not change while the server runs. */
export function useImageEngine() {
  return useQuery({ queryKey: ['image-engine'], queryFn: () => unwrap(api.GET('/image-engine')), staleTime: Infinity, retry: false });
}
