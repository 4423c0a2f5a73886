import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { DeleteAccountView } from './delete-account-view';
import { PrivacyPanel } from './privacy-panel';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const auth = vi.hoisted(() => ({ signOut: vi.fn(async () => {}) }));
vi.mock('@web/features/auth/session', () => ({ useAuth: () => ({ user: null, isPending: false, signOut: auth.signOut, refresh: async () => {} }) }));

const privacy = { showGenerationHistory: true, analyticsData: false, publicGallery: false, loginNotifications: true };

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

function serve(overrides: (url: string, init?: RequestInit) => Response | null = () => null) {
  let exports: unknown[] = [];
  return mockFetch((url, init) => {
    const special = overrides(url, init);
    if (special) return special;
    if (url === '/api/v1/me/privacy' && init?.method === 'PUT') return json(200, { ...privacy, ...JSON.parse(String(init.body)) });
    if (url === '/api/v1/me/privacy') return json(200, privacy);
    if (url === '/api/v1/gallery/mine') return json(200, { publicGallery: false, items: [] });
    if (url === '/api/v1/me/exports' && init?.method === 'POST') {
      exports = [{ id: '00000000-0000-4000-8000-000000000009', status: 'queued', requestedAt: '2026-11-02T10:00:00.000Z', readyAt: null, expiresAt: null, bytes: null }];
      return json(202, exports[0]);
    }
    if (url === '/api/v1/me/exports') return json(200, { items: exports, nextRequestAt: exports.length ? '2026-11-03T10:00:00.000Z' : null });
    if (url === '/api/v1/me/deletion') return json(202, { email: 'ana@example.com' });
    return json(404, {});
  });
}

describe('PrivacyPanel', () => {
  it('shows the four toggles and saves one', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    renderWithProviders(<PrivacyPanel email="ana@example.com" />);
    const gallery = await screen.findByRole('switch', { name: 'Public gallery' });
    expect(screen.getAllByRole('switch')).toHaveLength(4);
    await user.click(gallery);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved'));
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/v1/me/privacy' && init?.method === 'PUT' && String(init.body) === '{"publicGallery":true}')).toBe(true);
  });

  it("requests a data export with 'sent to your email within 24 hours', then waits a day", async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<PrivacyPanel email="ana@example.com" />);
    await user.click(await screen.findByRole('button', { name: 'Request data export' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Data export requested. It will be sent to your email within 24 hours.'));
    expect(await screen.findByText('Being prepared')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Request data export' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('asks for confirmation, then says the confirmation email was sent', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    renderWithProviders(<PrivacyPanel email="ana@example.com" />);
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(/We will send a confirmation link to ana@example.com/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send confirmation email' }));
    expect(await screen.findByText('Account deletion requested: confirmation email sent to ana@example.com.')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/v1/me/deletion')).toHaveLength(1);
  });
});

describe('DeleteAccountView', () => {
  it('deletes only on confirmation and shows the final screen', async () => {
    const fetchMock = serve((url) => (url === '/api/v1/account/deletion/confirm' ? json(200, { status: 'deleting' }) : null));
    const user = userEvent.setup();
    renderWithProviders(<DeleteAccountView token="tok" />);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByText('Your account has been deleted')).toBeTruthy();
    expect(auth.signOut).toHaveBeenCalled();
  });

  it('explains an expired link', async () => {
    serve((url) => (url === '/api/v1/account/deletion/confirm' ? json(404, { error: { code: 'invalid_link', message: 'x' } }) : null));
    const user = userEvent.setup();
    renderWithProviders(<DeleteAccountView token="old" />);
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByText('This link does not work')).toBeTruthy();
  });
});
