/**
 * The user's avatar: the profile photo when there is one (only photos the app
 * stores: the user's own from /api/v1/me/avatar, their account manager's from
 * /api/v1/support/manager/photo), else the initials of the display name on a tinted disc.
 */
import { useEffect, useState } from 'react';
import { cn } from '@web/lib/utils';

/** Up to two initials of a name ('Ana Lima Souza' -> 'AS', 'octo' -> 'O'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0]!)[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1]!)[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

/** Whether `url` is a photo the app serves itself (other origins are blocked by the CSP anyway). */
export function isOwnPhoto(url: string | null | undefined): url is string {
  return typeof url === 'string' && (url.startsWith('/api/v1/me/avatar') || url.startsWith('/api/v1/support/manager/photo'));
}

/** A round avatar; `className` sets its size (default size-8). */
export function UserAvatar({ name, image, className }: { name: string; image?: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [image]);
  const photo = isOwnPhoto(image) && !failed ? image : null;
  return (
    <span
      data-testid="user-avatar"
      className={cn(
        'relative inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/12 text-xs font-semibold text-primary ring-1 ring-border select-none',
        className,
      )}
    >
      {photo ? (
        <img src={photo} alt="" className="size-full object-cover" onError={() => setFailed(true)} draggable={false} />
      ) : (
        <span aria-hidden>{initialsOf(name)}</span>
      )}
    </span>
  );
}
