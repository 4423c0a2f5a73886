import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch as mockApi, renderWithProviders } from '@web/test/render';
import { HelpPanel } from './help-panel';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/** GET /support/chat of a Free user inside the hours: no live chat, so the support box is the contact form. */
const freeChat = {
  availability: { live: false, planIncludesChat: false, withinHours: true, hours: { opens: '09:00', closes: '18:00', timeZone: 'Europe/Lisbon', days: [1, 2, 3, 4, 5] }, nextOpening: null, responseHours: 24 },
  conversation: null,
};
/** mockFetch with the chat's availability answered. */
const mockFetch = (handler: Parameters<typeof mockApi>[0]) => mockApi((url, init) => (url.includes('/support/chat') ? json(200, freeChat) : handler(url, init)));

const ticket = { id: '00000000-0000-4000-8000-000000000001', number: 1001, subject: 'Invoice question', category: 'billing', message: 'Where is my invoice for May?', status: 'open', createdAt: '2026-11-02T10:00:00.000Z', updatedAt: '2026-11-02T10:00:00.000Z' };

describe('HelpPanel', () => {
  it("shows the server's support hours and time zone, the reply time (24 hours) and the help centre links", async () => {
    mockFetch(() => json(200, { items: [] }));
    renderWithProviders(<HelpPanel />);
    expect((await screen.findByTestId('support-hours')).textContent).toContain('Mon–Fri · 09:00–18:00');
    expect(screen.getByText('Times in Europe/Lisbon.')).toBeTruthy();
    expect(screen.getByText('Support is in now')).toBeTruthy();
    expect(screen.getByText(/answer within 24 hours/)).toBeTruthy();
    expect(await screen.findByText(/Live chat comes with the Plus and Pro plans\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/help/faq');
    expect(await screen.findByText('You have not contacted support yet.')).toBeTruthy();
  });

  it('checks the form, sends subject, category and message, and lists the new ticket with its status', async () => {
    let created = false;
    const fetchMock = mockFetch((url, init) => {
      if (init?.method === 'POST') {
        created = true;
        return json(201, ticket);
      }
      return json(200, { items: created ? [ticket] : [] });
    });
    const user = userEvent.setup();
    renderWithProviders(<HelpPanel />);
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a subject.')).toBeTruthy();
    expect(screen.getByText('Please write at least 10 characters.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Subject'), 'Invoice question');
    await user.click(screen.getByRole('radio', { name: 'Billing' }));
    await user.type(screen.getByLabelText('Message'), 'Where is my invoice for May?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message sent: request #1001. We emailed you a copy and reply within 24 hours.'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post![1]!.body))).toEqual({ subject: 'Invoice question', category: 'billing', message: 'Where is my invoice for May?' });
    expect(await screen.findByText('Invoice question')).toBeTruthy();
    expect(screen.getByTestId('ticket-status').textContent).toBe('Open');
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('');
  });
});
