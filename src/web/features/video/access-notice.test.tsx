/**
 * The video pages' signed-out notice: its sign-in link carries the page the visitor was on (path,
 * query and hash) in `?next=`, so signing in brings them back there instead of to the dashboard.
 */
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@web/test/render';
import { RETURN_PARAM, safeReturnPath } from '@web/lib/session-expiry';
import { VideoAccessNotice, VideoSignedOutView } from './access-notice';

/** Stand-in for /signin: shows where the sign-in page would send the user back to. */
function SignInProbe() {
  const [params] = useSearchParams();
  return <p data-testid="return-to">{safeReturnPath(params.get(RETURN_PARAM))}</p>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/create/video" element={<VideoSignedOutView />} />
      <Route path="/videos" element={<VideoSignedOutView />} />
      <Route path="/signin" element={<SignInProbe />} />
    </Routes>,
    { path },
  );
}

describe('VideoSignedOutView', () => {
  it('links to sign-in with the current path, query and hash as the return path', async () => {
    renderAt('/create/video?image=00000000-0000-4000-8000-00000000000a#motion');
    const link = screen.getByRole('link', { name: 'Sign In' });
    expect(link.getAttribute('href')).toBe(`/signin?next=${encodeURIComponent('/create/video?image=00000000-0000-4000-8000-00000000000a#motion')}`);
    fireEvent.click(link);
    expect((await screen.findByTestId('return-to')).textContent).toBe('/create/video?image=00000000-0000-4000-8000-00000000000a#motion');
  });

  it('brings a visitor of /videos back to /videos', async () => {
    renderAt('/videos');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin?next=%2Fvideos');
    fireEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect((await screen.findByTestId('return-to')).textContent).toBe('/videos');
  });

  it('keeps the link to the plans for a plan without video', () => {
    renderWithProviders(<VideoAccessNotice reason="starter" />, { path: '/create/video' });
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.getByRole('link', { name: /plans/i }).getAttribute('href')).toBe('/pricing');
  });
});
