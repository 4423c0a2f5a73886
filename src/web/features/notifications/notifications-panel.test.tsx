import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { NotificationsPanel } from './notifications-panel';
import { UnsubscribeView } from './unsubscribe-view';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const defaults = { generationComplete: true, monthlySummary: true, newFeatures: false, marketing: false, accountUpdates: true, promotions: false };

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('NotificationsPanel', () => {
  it('shows the six toggles in two groups and saves a change', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/v1/me/notifications' && init?.method === 'PUT') return json(200, { ...defaults, ...JSON.parse(String(init.body)) });
      if (url === '/api/v1/me/notifications') return json(200, defaults);
      return json(404, {});
    });
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPanel />);
    const marketing = await screen.findByRole('switch', { name: 'Marketing' });
    expect(marketing.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Generation complete' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getAllByRole('switch')).toHaveLength(6);
    expect(within(screen.getByRole('region', { name: 'News and offers' })).getAllByRole('switch')).toHaveLength(3);
    await user.click(marketing);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put![1]!.body))).toEqual({ marketing: true });
    expect(screen.getByRole('switch', { name: 'Marketing' }).getAttribute('aria-checked')).toBe('true');
  });

  it("puts a switch back with 'Failed to save preferences' when saving fails", async () => {
    mockFetch((url, init) => {
      if (url === '/api/v1/me/notifications' && init?.method === 'PUT') return json(500, { error: { code: 'x', message: 'down' } });
      if (url === '/api/v1/me/notifications') return json(200, defaults);
      return json(404, {});
    });
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPanel />);
    await user.click(await screen.findByRole('switch', { name: 'Monthly summary' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to save preferences. Please try again.'));
    expect(screen.getByRole('switch', { name: 'Monthly summary' }).getAttribute('aria-checked')).toBe('true');
  });
});

describe('UnsubscribeView', () => {
  it('turns the category off at once and can undo it', async () => {
    const fetchMock = mockFetch((url, init) => {
      const body = JSON.parse(String(init?.body)) as { subscribe: boolean };
      return json(200, { category: 'monthlySummary', subscribed: body.subscribe });
    });
    const user = userEvent.setup();
    renderWithProviders(<UnsubscribeView token="tok" />);
    expect(await screen.findByText('You will no longer receive “Monthly summary” emails.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('“Monthly summary” emails are back on.')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { token: 'tok', subscribe: false },
      { token: 'tok', subscribe: true },
    ]);
  });

  it('says when the link is invalid', async () => {
    mockFetch(() => json(404, { error: { code: 'invalid_link', message: 'This link is invalid or has expired.' } }));
    renderWithProviders(<UnsubscribeView token="bad" />);
    expect(await screen.findByText(/This link is invalid or has expired/)).toBeTruthy();
  });
});
