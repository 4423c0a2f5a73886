import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { ManagerCard } from './manager-card';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const id = '00000000-0000-4000-8000-000000000001';
const state = { status: 'open', supportTyping: false, userTyping: false, supportReadAt: null, userReadAt: null, userOnline: true };
const manager = { name: 'Marta Manager', photoUrl: '/api/v1/support/manager/photo?v=abc' };

describe('ManagerCard', () => {
  it('shows nothing without a manager', async () => {
    const fetchMock = mockFetch(() => json(200, { manager: null, conversation: null }));
    const { container } = renderWithProviders(<ManagerCard />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.querySelector('[data-testid="manager-card"]')).toBeNull();
  });

  it("shows the manager's name and photo, and writes to them", async () => {
    let started = false;
    const fetchMock = mockFetch((url, init) => {
      if (init?.method === 'POST') {
        started = true;
        return json(201, { id, number: 1050, createdAt: '2026-11-02T10:00:00.000Z', messages: [{ id, seq: 0, author: 'user', body: 'Can we plan the spring catalogue?', createdAt: '2026-11-02T10:00:00.000Z' }], state });
      }
      return json(200, { manager, conversation: null });
    });
    const user = userEvent.setup();
    renderWithProviders(<ManagerCard />);
    const card = await screen.findByTestId('manager-card');
    expect(within(card).getByText('Marta Manager')).toBeTruthy();
    expect(within(card).getByText('Your account manager')).toBeTruthy();
    expect(card.querySelector('img')?.getAttribute('src')).toBe(manager.photoUrl);
    await user.type(within(card).getByLabelText('Message to Marta Manager'), 'Can we plan the spring catalogue?{Enter}');
    await waitFor(() => expect(started).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post![0]).toBe('/api/v1/support/manager');
    expect(await within(card).findByText('Can we plan the spring catalogue?')).toBeTruthy();
  });

  it("names the manager in the thread, with their answer and typing", async () => {
    mockFetch(() =>
      json(200, {
        manager,
        conversation: {
          id,
          number: 1050,
          createdAt: '2026-11-02T10:00:00.000Z',
          messages: [
            { id, seq: 0, author: 'user', body: 'Can we plan the spring catalogue?', createdAt: '2026-11-02T10:00:00.000Z' },
            { id: '00000000-0000-4000-8000-000000000002', seq: 3, author: 'support', body: 'Gladly: Tuesday at 10?', createdAt: '2026-11-02T10:05:00.000Z' },
          ],
          state: { ...state, status: 'answered', supportTyping: true },
        },
      }),
    );
    renderWithProviders(<ManagerCard />);
    const transcript = await screen.findByTestId('chat-transcript');
    const answer = within(transcript).getAllByTestId('chat-message')[1]!;
    expect(answer.textContent).toContain('Marta Manager');
    expect(answer.textContent).toContain('Gladly: Tuesday at 10?');
    expect(within(transcript).getByTestId('chat-typing').textContent).toContain('Marta Manager is typing…');
    expect(screen.getByRole('list', { name: 'Conversation with Marta Manager' })).toBeTruthy();
  });
});
