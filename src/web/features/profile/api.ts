/**
 * API calls of the profile tab: the profile and its photo, the active sessions,
 * and better-auth's email and password changes.
 */
import { useQuery } from '@tanstack/react-query';
import type { AvatarCrop } from '@shared/contracts/profile';
import { api, postMultipart, type Schemas, unwrap } from '@web/lib/api-client';

/** GET /api/v1/me/profile. */
export type Profile = Schemas['Profile'];
/** Answer of a profile or photo change. */
export type ProfileSaveResult = Schemas['ProfileSaveResult'];
/** PUT /api/v1/me/profile body. */
export type ProfileUpdate = Schemas['ProfileUpdate'];
/** One signed-in browser or device. */
export type SessionView = Schemas['Session'];

export const PROFILE_KEY = ['me', 'profile'] as const;
export const SESSIONS_KEY = ['me', 'sessions'] as const;

/** The profile. */
export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: ({ signal }) => unwrap(api.GET('/me/profile', { signal })) });
}

/** PUT /api/v1/me/profile. @throws ApiError */
export function saveProfile(body: ProfileUpdate): Promise<ProfileSaveResult> {
  return unwrap(api.PUT('/me/profile', { body }));
}

/** POST /api/v1/me/avatar with the chosen square (pixels of the photo as displayed). @throws ApiError */
export function uploadPhoto(file: Blob, crop?: AvatarCrop): Promise<ProfileSaveResult> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'photo');
  if (crop) {
    form.append('cropX', String(crop.x));
    form.append('cropY', String(crop.y));
    form.append('cropSize', String(crop.size));
  }
  return postMultipart('/me/avatar', form);
}

/** DELETE /api/v1/me/avatar. @throws ApiError */
export function removePhoto(): Promise<ProfileSaveResult> {
  return unwrap(api.DELETE('/me/avatar'));
}

/** The active sessions, this one first. */
export function useSessions() {
  return useQuery({ queryKey: SESSIONS_KEY, queryFn: ({ signal }) => unwrap(api.GET('/me/sessions', { signal })) });
}

/** POST /api/v1/me/sessions/revoke-others: how many were signed out. @throws ApiError */
export async function signOutOtherSessions(): Promise<number> {
  return (await unwrap(api.POST('/me/sessions/revoke-others'))).revoked;
}

/** DELETE /api/v1/me/sessions/{id}. @throws ApiError */
export async function signOutSession(id: string): Promise<void> {
  await unwrap(api.DELETE('/me/sessions/{id}', { params: { path: { id } } }));
}
