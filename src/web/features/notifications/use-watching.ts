/**
 * The 'watching' heartbeat: while a page shows a generation or a video it tells
 * the server every WATCH_HEARTBEAT_S (10 s), and once more as soon as the result is shown, so the
 * 'generation complete' email goes only to users who left the page before it finished.
 */
import { useEffect } from 'react';
import { WATCH_HEARTBEAT_S, type WatchKind } from '@shared/contracts/notifications';
import { sendWatching } from './api';

/** Sends the heartbeat for `id` (nothing while null); `finished` flips once to send it at the end too. */
export function useWatching(kind: WatchKind, id: string | null | undefined, finished: boolean): void {
  useEffect(() => {
    if (!id) return;
    void sendWatching(kind, id);
    if (finished) return;
    const timer = setInterval(() => void sendWatching(kind, id), WATCH_HEARTBEAT_S * 1000);
    return () => clearInterval(timer);
  }, [kind, id, finished]);
}
