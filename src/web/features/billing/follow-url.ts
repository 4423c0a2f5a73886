/**
 * Following an address the billing API answers with: a same-origin path (the test checkout, the
 * success page, the test portal) is opened with the router; anything else (the payment provider's
 * pages) with a full page load.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** The path, query and hash of `url` when it is on `origin`; null for another origin or a bad URL. */
export function sameOriginPath(url: string, origin: string): string | null {
  try {
    const target = new URL(url, origin);
    if (target.origin !== origin) return null;
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return null;
  }
}

/** A function that opens an address from the billing API. */
export function useFollowUrl(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const path = sameOriginPath(url, window.location.origin);
      if (path != null) void navigate(path);
      else window.location.assign(url);
    },
    [navigate],
  );
}
