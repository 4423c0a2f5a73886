/**
 * Video access by tier (spec section 6): not on Starter; Free, Founders, Plus and Pro allowed;
 * any other tier gets the 'available on' message. Enforced on the server for every video route.
 */
import type { Tier } from '../../shared/catalog';
import { AppError } from '../http/app-error';

const ALLOWED: readonly string[] = ['Free', 'Founders', 'Plus', 'Pro'];

/** @throws AppError 403 'video_not_available' with the spec's message for Starter or an unknown tier. */
export function assertVideoAccess(tier: Tier | string): void {
  if (tier === 'Starter') throw new AppError(403, 'video_not_available', 'videoStarter');
  if (!ALLOWED.includes(tier)) throw new AppError(403, 'video_not_available', 'videoUnknownTier');
}
