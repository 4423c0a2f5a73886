/** The dev mailbox page: its states when the server refuses or has no mailbox. */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import DevMailboxPage from './dev-mailbox';

afterEach(() => vi.unstubAllGlobals());

const error = (code: string) => ({ error: { code, message: code } });

describe('dev mailbox page', () => {
  it('says the mailbox is for administrators when the server answers 401 or 403', async () => {
    for (const status of [401, 403]) {
      mockFetch(() => json(status, error('forbidden')));
      const view = renderWithProviders(<DevMailboxPage />, { path: '/dev/mailbox' });
      expect(await screen.findByText('Mailbox for administrators only')).toBeTruthy();
      expect(screen.getByText(/only administrators can read its mail outbox/)).toBeTruthy();
      view.unmount();
    }
  });

  it('says there is no mailbox when the server answers 404', async () => {
    mockFetch(() => json(404, error('not_found')));
    renderWithProviders(<DevMailboxPage />, { path: '/dev/mailbox' });
    expect(await screen.findByText('Mailbox not available')).toBeTruthy();
  });

  it('lists the emails when the server shows them', async () => {
    mockFetch(() =>
      json(200, [
        { id: 'm1', to: 'ana@example.com', subject: 'Confirm your Vitrine account', text: 'Hi', html: '<p>Hi</p>', links: [], createdAt: new Date().toISOString() },
      ]),
    );
    renderWithProviders(<DevMailboxPage />, { path: '/dev/mailbox' });
    expect(await screen.findByText('Confirm your Vitrine account')).toBeTruthy();
  });
});
