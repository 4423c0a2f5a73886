import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { SupportBox } from './live-chat';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const id = '00000000-0000-4000-8000-000000000001';
const hours = { opens: '09:00', closes: '18:00', timeZone: 'Europe/Lisbon', days: [1, 2, 3, 4, 5] };
const plusLive = { live: true, planIncludesChat: true, withinHours: true, hours, nextOpening: null, responseHours: 24 };
const state = { status: 'open', supportTyping: false, userTyping: false, supportReadAt: null, userReadAt: null, userOnline: true };
const first = { id, seq: 0, author: 'user', body: 'My mug lost its handle.', createdAt: '2026-11-02T10:00:00.000Z' };
const answer = { id: '00000000-0000-4000-8000-000000000102', seq: 7, author: 'support', body: 'Looking at it now.', createdAt: '2026-11-02T10:01:00.000Z' };

describe('SupportBox', () => {
  it('is the contact form on Free, with the reason and a link to the plans', async () => {
    mockFetch(() => json(200, { availability: { ...plusLive, live: false, planIncludesChat: false }, conversation: null }));
    renderWithProviders(<SupportBox />);
    expect(await screen.findByText(/Live chat comes with the Plus and Pro plans\. Send us a message and we reply within 24 hours\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
    expect(screen.queryByTestId('chat-composer')).toBeNull();
  });

  it('is the contact form outside the hours on Plus, saying when chat opens in the user time', async () => {
    const nextOpening = '2026-11-30T09:00:00.000Z';
    mockFetch(() => json(200, { availability: { ...plusLive, live: false, withinHours: false, nextOpening }, conversation: null }));
    renderWithProviders(<SupportBox />);
    const when = new Intl.DateTimeFormat('en', { weekday: 'long', hour: '2-digit', minute: '2-digit' }).format(new Date(nextOpening));
    expect(await screen.findByText(`Live chat is closed now; it opens ${when}. Send us a message and we reply within 24 hours.`)).toBeTruthy();
    expect(screen.queryByText('Away')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
  });

  it('starts a chat on Plus inside the hours and shows the conversation', async () => {
    let started = false;
    const fetchMock = mockFetch((url, init) => {
      if (url.endsWith('/support/chat') && init?.method === 'POST') {
        started = true;
        return json(201, { id, number: 1042, createdAt: first.createdAt, messages: [first], state });
      }
      return json(200, { availability: plusLive, conversation: null });
    });
    const user = userEvent.setup();
    renderWithProviders(<SupportBox />);
    expect(await screen.findByText('Online')).toBeTruthy();
    await user.type(await screen.findByLabelText('Message to support'), 'My mug lost its handle.{Enter}');
    await waitFor(() => expect(started).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post![1]!.body))).toEqual({ message: 'My mug lost its handle.' });
    const transcript = await screen.findByTestId('chat-transcript');
    expect(within(transcript).getByText('My mug lost its handle.')).toBeTruthy();
    expect(within(transcript).getByTestId('chat-receipt').textContent).toBe('Sent');
    expect(screen.getByText('Chat #1042')).toBeTruthy();
  });

  it("shows support's answer, typing and the read mark, and marks the answer read", async () => {
    const reads: string[] = [];
    mockFetch((url, init) => {
      if (url.endsWith('/read') && init?.method === 'POST') {
        reads.push(url);
        return new Response(null, { status: 204 });
      }
      return json(200, {
        availability: plusLive,
        conversation: { id, number: 1042, createdAt: first.createdAt, messages: [first, answer], state: { ...state, status: 'answered', supportTyping: true, supportReadAt: '2026-11-02T10:00:30.000Z' } },
      });
    });
    renderWithProviders(<SupportBox />);
    const transcript = await screen.findByTestId('chat-transcript');
    const messages = within(transcript).getAllByTestId('chat-message');
    expect(messages.map((m) => m.getAttribute('data-author'))).toEqual(['user', 'support']);
    expect(within(messages[0]!).getByTestId('chat-receipt').textContent).toBe('Read');
    expect(within(transcript).getByTestId('chat-typing').textContent).toContain('Support is typing…');
    await waitFor(() => expect(reads).toEqual([`/api/v1/support/chat/${id}/read`]));
  });

  it('offers a new chat once support closed it', async () => {
    mockFetch(() =>
      json(200, { availability: plusLive, conversation: { id, number: 1042, createdAt: first.createdAt, messages: [first, answer], state: { ...state, status: 'closed' } } }),
    );
    renderWithProviders(<SupportBox />);
    expect(await screen.findByText('Support closed this chat. It stays in your requests below.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start a new chat' })).toBeTruthy();
    expect(screen.queryByTestId('chat-composer')).toBeNull();
  });
});
