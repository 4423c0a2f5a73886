/** The auth stores' unmount runs at once, so no timer touches `window` after a test file ends. */
import { render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { authClient } from '@web/lib/auth-client';
import { unmountAuthStores } from './auth-stores';

function SessionReader() {
  const session = authClient.useSession();
  return <p>{session.data ? 'signed in' : 'signed out'}</p>;
}

afterEach(() => {
  vi.useRealTimers();
});

it("removes the session's window listener now instead of 1 s after the last reader unmounts", () => {
  vi.useFakeTimers();
  const view = render(<SessionReader />);
  expect(view.container.textContent).toBe('signed out');
  view.unmount();
  const removed = vi.spyOn(window, 'removeEventListener');

  unmountAuthStores();
  expect(removed).toHaveBeenCalledWith('storage', expect.any(Function));

  removed.mockClear();
  vi.advanceTimersByTime(2_000);
  expect(removed).not.toHaveBeenCalled();
});
