import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { cropOf } from './photo-cropper';
import { ProfilePanel } from './profile-panel';
import { describeUserAgent } from './user-agent';
import { initialsOf } from './user-avatar';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));
const auth = vi.hoisted(() => ({ refresh: vi.fn(async () => {}) }));
vi.mock('@web/features/auth/session', () => ({
  useAuth: () => ({ user: { id: 'u1', name: 'Ana', email: 'ana@example.com', emailVerified: true }, isPending: false, signOut: async () => {}, refresh: auth.refresh }),
}));

const PROFILE = {
  firstName: null,
  lastName: null,
  displayName: 'Ana',
  email: 'ana@example.com',
  emailVerified: true,
  profession: 'Marketer',
  bio: null,
  photoUrl: null,
  hasPassword: true,
  providers: [],
};
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const SESSIONS = {
  sessions: [
    { id: 's1', current: true, userAgent: CHROME_WINDOWS, ipAddress: '203.0.113.5', createdAt: '2026-11-20T10:00:00Z', lastActiveAt: '2026-11-23T10:00:00Z', expiresAt: '2026-11-30T10:00:00Z' },
    { id: 's2', current: false, userAgent: SAFARI_IPHONE, ipAddress: '198.51.100.7', createdAt: '2026-11-19T10:00:00Z', lastActiveAt: '2026-11-22T09:00:00Z', expiresAt: '2026-11-29T10:00:00Z' },
  ],
};

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response> | undefined;
let extra: Handler = () => undefined;
let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.warning).mockClear();
  auth.refresh.mockClear();
  extra = () => undefined;
  fetchMock = mockFetch(async (url, init) => {
    const answer = await extra(url, init);
    if (answer) return answer;
    if (url === '/api/v1/me/profile' && (!init?.method || init.method === 'GET')) return json(200, PROFILE);
    if (url === '/api/v1/me/sessions') return json(200, SESSIONS);
    return json(404, { error: { code: 'not_found', message: 'Not found.' } });
  });
});

const bodyOf = (url: string) => {
  const call = fetchMock.mock.calls.find(([u, i]) => u === url && i?.method && i.method !== 'GET');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('profile form', () => {
  it('saves the fields, refreshes the session and says profile updated', async () => {
    extra = (url, init) => {
      if (url === '/api/v1/me/profile' && init?.method === 'PUT') {
        return json(200, { profile: { ...PROFILE, firstName: 'Ana', lastName: 'Lima', displayName: 'Ana L.', bio: 'Cups' }, authProfileUpdated: true });
      }
    };
    const user = userEvent.setup();
    renderWithProviders(<ProfilePanel />);
    await user.type(await screen.findByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Lima');
    const display = screen.getByLabelText('Display name');
    await user.clear(display);
    await user.type(display, 'Ana L.');
    await user.type(screen.getByLabelText('Bio'), 'Cups');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile updated'));
    expect(bodyOf('/api/v1/me/profile')).toEqual({ firstName: 'Ana', lastName: 'Lima', displayName: 'Ana L.', profession: 'Marketer', bio: 'Cups' });
    expect(auth.refresh).toHaveBeenCalled();
  });

  it('requires a display name before calling the server', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfilePanel />);
    await user.clear(await screen.findByLabelText('Display name'));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Please enter a display name.')).toBeTruthy();
    expect(bodyOf('/api/v1/me/profile')).toBeUndefined();
  });

  it("shows 'Failed to update profile. Please try again.', and the warning when only the profile row was saved", async () => {
    let answer = json(500, { error: { code: 'internal_error', message: 'An unexpected error occurred.' } });
    extra = (url, init) => (url === '/api/v1/me/profile' && init?.method === 'PUT' ? answer : undefined);
    const user = userEvent.setup();
    renderWithProviders(<ProfilePanel />);
    await user.type(await screen.findByLabelText('Bio'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update profile. Please try again.'));

    answer = json(200, { profile: { ...PROFILE, bio: 'Hello' }, authProfileUpdated: false });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith(expect.stringContaining('Your profile data was saved, but updating your sign-in profile failed')));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('refuses photos that are not PNG, JPG, WebP or AVIF, or over 10 MB, before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<ProfilePanel />);
    const input = await screen.findByTestId('profile-photo-input');
    await user.upload(input, new File(['gif'], 'me.gif', { type: 'image/gif' }));
    expect(toast.error).toHaveBeenCalledWith('Please choose a PNG, JPG, WebP or AVIF image.');
    await user.upload(input, new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(toast.error).toHaveBeenCalledWith('The file is larger than 10 MB. Please choose a smaller image.');
    expect(fetchMock.mock.calls.some(([u]) => u === '/api/v1/me/avatar')).toBe(false);
  });
});

describe('email, password and sessions', () => {
  it('sends the confirmation link to the new address and says so', async () => {
    extra = (url) => (url.startsWith('/api/auth/change-email') ? json(200, { status: true }) : undefined);
    const user = userEvent.setup();
    renderWithProviders(<ProfilePanel />);
    await user.type(await screen.findByLabelText('New email address'), 'ana.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('We sent a confirmation link to ana.new@example.com. Your address changes when you open it.')).toBeTruthy();
    expect(bodyOf('/api/auth/change-email')).toEqual({ newEmail: 'ana.new@example.com', callbackURL: '/account?tab=profile&email=changed' });
  });

  it('announces a changed address when the confirmation link brings the user back', async () => {
    renderWithProviders(<ProfilePanel />, { path: '/account?tab=profile&email=changed' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your email address has been changed.'));
  });

  it('says when the current password is wrong, and changes it otherwise', async () => {
    let answer = json(400, { code: 'INVALID_PASSWORD', message: 'Invalid password' });
    extra = (url) => (url.startsWith('/api/auth/change-password') ? answer : undefined);
    const user = userEvent.setup();
    renderWithProviders(<ProfilePanel />);
    await user.type(await screen.findByLabelText('Current password'), 'wrong-one');
    await user.type(screen.getByLabelText('New password'), 'brand-new');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
    expect(bodyOf('/api/auth/change-password')).toEqual({ currentPassword: 'wrong-one', newPassword: 'brand-new', revokeOtherSessions: true });

    answer = json(200, { token: null, user: {} });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Password changed'));
  });

  it('explains how to add a password to an account that signs in with Google', async () => {
    extra = (url, init) => (url === '/api/v1/me/profile' && (!init?.method || init.method === 'GET') ? json(200, { ...PROFILE, hasPassword: false, providers: ['google'] }) : undefined);
    renderWithProviders(<ProfilePanel />);
    expect(await screen.findByText(/You sign in with Google, so this account has no password/)).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('lists the sessions, this device first, and signs out everywhere else', async () => {
    extra = (url) => (url === '/api/v1/me/sessions/revoke-others' ? json(200, { revoked: 1 }) : undefined);
    const user = userEvent.setup();
    renderWithProviders(<ProfilePanel />);
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Chrome on Windows')).toBeTruthy();
    expect(within(rows[0]!).getByText('This device')).toBeTruthy();
    expect(within(rows[1]!).getByText('Safari on iPhone')).toBeTruthy();
    expect(screen.getByText('1 other session')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Signed out of 1 other session.'));
  });
});

describe('helpers', () => {
  it('names browsers and systems', () => {
    expect(describeUserAgent(CHROME_WINDOWS)).toEqual({ browser: 'Chrome', os: 'Windows' });
    expect(describeUserAgent(SAFARI_IPHONE)).toEqual({ browser: 'Safari', os: 'iPhone' });
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0')).toEqual({ browser: 'Firefox', os: 'Linux' });
    expect(describeUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0')).toEqual({ browser: 'Edge', os: 'macOS' });
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null });
  });

  it('turns the crop view into a square of whole photo pixels inside the photo', () => {
    // 1000x500 photo in a 264 px frame: cover scale 0.528; at zoom 1 the square is the photo's height.
    expect(cropOf({ zoom: 1, x: -132, y: 0 }, 1000, 500)).toEqual({ x: 250, y: 0, size: 500 });
    expect(cropOf({ zoom: 2, x: 0, y: 0 }, 1000, 500)).toEqual({ x: 0, y: 0, size: 250 });
    // Never outside the photo, whatever the view says.
    expect(cropOf({ zoom: 1, x: -10_000, y: 50 }, 1000, 500)).toEqual({ x: 500, y: 0, size: 500 });
  });

  it('makes initials from a name', () => {
    expect(initialsOf('Ana Lima Souza')).toBe('AS');
    expect(initialsOf('octo')).toBe('O');
    expect(initialsOf('  ')).toBe('?');
    expect(initialsOf('élodie durand')).toBe('ÉD');
  });
});
