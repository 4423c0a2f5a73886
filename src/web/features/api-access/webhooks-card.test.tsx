import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { WebhooksCard } from './webhooks-card';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const SECRET = `whsec_${'QUJD'.repeat(10)}ABC=`;
const endpoint = {
  id: '1b6e3f3e-9d7c-4b47-9a55-1a1f6e0c1a01',
  url: 'https://shop.example.com/hooks/vitrine',
  events: ['generation.completed'],
  description: null,
  enabled: true,
  disabledReason: null,
  failingSince: '2026-11-27T10:00:00Z',
  createdAt: '2026-11-01T10:00:00Z',
};
const delivery = { id: 'msg_0123456789abcdef0123456789abcdef', eventType: 'generation.completed', status: 'failed', attempts: 9, lastStatusCode: 500, lastDurationMs: 41, lastError: 'HTTP 500', nextAttemptAt: null, createdAt: '2026-11-27T10:00:00Z', deliveredAt: null };

let endpoints: Record<string, unknown>[];
let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  endpoints = [endpoint];
  fetchMock = mockFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/v1/webhook-endpoints' && method === 'GET') return json(200, { endpoints });
    if (url === '/api/v1/webhook-endpoints' && method === 'POST') {
      const body = JSON.parse(String(init!.body)) as { url: string; events: string[] };
      const made = { ...endpoint, id: '1b6e3f3e-9d7c-4b47-9a55-1a1f6e0c1a02', url: body.url, events: body.events, failingSince: null };
      endpoints = [...endpoints, made];
      return json(201, { ...made, secret: SECRET });
    }
    if (url === `/api/v1/webhook-endpoints/${endpoint.id}/deliveries`) return json(200, { deliveries: [delivery] });
    if (url === `/api/v1/webhook-deliveries/${delivery.id}/retry`) return json(202, { ...delivery, status: 'pending' });
    return json(404, {});
  });
});

describe('Account → API, webhooks', () => {
  it('shows each endpoint with its events and failure state', async () => {
    renderWithProviders(<WebhooksCard />);
    const row = await screen.findByTestId('webhook-endpoint');
    expect(row.textContent).toContain('https://shop.example.com/hooks/vitrine');
    expect(row.textContent).toContain('generation.completed');
    expect(row.textContent).toContain('Failing since');
  });

  it('adds an endpoint for the chosen events and shows its secret once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WebhooksCard />);
    await screen.findByTestId('webhook-endpoint');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Endpoint URL'), 'https://pim.example.com/in');
    await user.click(within(dialog).getByRole('checkbox', { name: /video\.completed/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /generation\.failed/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect((await within(dialog).findByTestId('webhook-secret')).textContent).toBe(SECRET);
    const post = fetchMock.mock.calls.find(([u, init]) => u === '/api/v1/webhook-endpoints' && init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ url: 'https://pim.example.com/in', events: ['generation.completed', 'video.completed'] });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.getAllByTestId('webhook-endpoint')).toHaveLength(2));
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('lists deliveries and sends one again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WebhooksCard />);
    await user.click(await screen.findByRole('button', { name: 'Deliveries' }));
    const item = await screen.findByTestId('webhook-delivery');
    expect(item.textContent).toContain('Failed');
    expect(item.textContent).toContain('HTTP 500');
    expect(item.textContent).toContain('9 attempts');
    await user.click(within(item).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('It will be sent again in a moment.'));
    expect(fetchMock.mock.calls.some(([u, init]) => u === `/api/v1/webhook-deliveries/${delivery.id}/retry` && init?.method === 'POST')).toBe(true);
  });
});
