import { screen, waitFor, within } from '@testing-library/react';
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

const id = '00000000-0000-4000-8000-000000000001';
const ticket = { id, number: 1001, subject: 'Invoice question', category: 'billing', message: 'Where is my invoice for May?', status: 'answered', createdAt: '2026-11-02T10:00:00.000Z', updatedAt: '2026-11-02T12:00:00.000Z' };
const reply = { id: '00000000-0000-4000-8000-000000000101', author: 'support', body: 'It is in Billing, under Invoices.', createdAt: '2026-11-02T12:00:00.000Z' };
const followUp = { id: '00000000-0000-4000-8000-000000000102', author: 'user', body: 'Found it, but the VAT number is missing.', createdAt: '2026-11-03T09:30:00.000Z' };

const when = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

describe('TicketThread', () => {
  it('opens a request from the list and shows its messages in order, with who and when', async () => {
    mockFetch((url) => (url.endsWith(`/support/tickets/${id}`) ? json(200, { ...ticket, messages: [reply], canFollowUp: true }) : json(200, { items: [ticket] })));
    const user = userEvent.setup();
    renderWithProviders(<HelpPanel />, { path: '/account?tab=help' });
    await user.click(await screen.findByRole('button', { name: /Request #1001: Invoice question \(Answered\)/ }));

    const thread = await screen.findByTestId('ticket-thread');
    const messages = within(thread).getAllByTestId('ticket-message');
    expect(messages.map((m) => [m.getAttribute('data-author'), m.textContent])).toEqual([
      ['user', `You${when(ticket.createdAt)}${ticket.message}`],
      ['support', `Support${when(reply.createdAt)}${reply.body}`],
    ]);
    expect(within(thread).getByTestId('ticket-thread-status').textContent).toBe('Answered');
    expect(screen.getByText('Your message reopens this request.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'All requests' }));
    expect(await screen.findByTestId('ticket-list')).toBeTruthy();
  });

  it('checks and sends a follow-up (trimmed), then shows it and the reopened status', async () => {
    let sent = false;
    const fetchMock = mockFetch((url, init) => {
      if (init?.method === 'POST') {
        sent = true;
        return json(201, { ...ticket, status: 'open', messages: [reply, followUp], canFollowUp: true });
      }
      if (url.endsWith(`/support/tickets/${id}`)) return json(200, { ...ticket, messages: sent ? [reply, followUp] : [reply], canFollowUp: true });
      return json(200, { items: [ticket] });
    });
    const user = userEvent.setup();
    renderWithProviders(<HelpPanel />, { path: `/account?tab=help&ticket=${id}` });
    const box = await screen.findByLabelText('Add a message');

    await user.type(box, 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please write at least 10 characters.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(box);
    await user.type(box, `  ${followUp.body}  `);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message added to your request.'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post![0]).toBe(`/api/v1/support/tickets/${id}/messages`);
    expect(JSON.parse(String(post![1]!.body))).toEqual({ message: followUp.body });
    await waitFor(() => expect(screen.getAllByTestId('ticket-message')).toHaveLength(3));
    expect(screen.getAllByTestId('ticket-message')[2]!.textContent).toContain(followUp.body);
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByTestId('ticket-thread-status').textContent).toBe('Open');
  });

  it('shows a closed request with a note and no form', async () => {
    mockFetch(() => json(200, { ...ticket, status: 'closed', messages: [reply], canFollowUp: false }));
    renderWithProviders(<HelpPanel />, { path: `/account?tab=help&ticket=${id}` });
    expect((await screen.findByTestId('ticket-closed-note')).textContent).toMatch(/closed and takes no more messages/);
    expect(screen.queryByLabelText('Add a message')).toBeNull();
  });

  it('reports a request closed while the page was open with the server message, then shows it closed without the form', async () => {
    let closed = false;
    mockFetch((_url, init) => {
      if (init?.method === 'POST') {
        closed = true;
        return json(409, { error: { code: 'ticket_closed', message: 'This request is closed, so it takes no more messages.' } });
      }
      return json(200, closed ? { ...ticket, status: 'closed', messages: [], canFollowUp: false } : { ...ticket, status: 'open', messages: [], canFollowUp: true });
    });
    const user = userEvent.setup();
    renderWithProviders(<HelpPanel />, { path: `/account?tab=help&ticket=${id}` });
    await user.type(await screen.findByLabelText('Add a message'), 'One more detail about the invoice.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This request is closed, so it takes no more messages.'));
    expect((await screen.findByTestId('ticket-closed-note')).textContent).toMatch(/closed and takes no more messages/);
    expect(screen.getByTestId('ticket-thread-status').textContent).toBe('Closed');
    expect(screen.queryByLabelText('Add a message')).toBeNull();
  });
});
