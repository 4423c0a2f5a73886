import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { ApiPanel } from './api-panel';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const KEY = `vtr_live_${'a1B2'.repeat(10)}xyz`;
const existing = { id: '0b6e3f3e-9d7c-4b47-9a55-1a1f6e0c1a01', name: 'Shop import', prefix: 'vtr_live_Qx7P', scopes: ['read'], createdAt: '2026-11-01T10:00:00Z', lastUsedAt: null };

let keys: Record<string, unknown>[];
let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  keys = [existing];
  fetchMock = mockFetch(async (url, init) => {
    if (url === '/api/v1/api-keys' && (!init?.method || init.method === 'GET')) return json(200, { keys });
    if (url === '/api/v1/api-keys' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { name: string; scopes: string[] };
      const made = { id: '0b6e3f3e-9d7c-4b47-9a55-1a1f6e0c1a02', name: body.name, prefix: KEY.slice(0, 13), scopes: body.scopes, createdAt: '2026-11-28T10:00:00Z', lastUsedAt: null };
      keys = [...keys, made];
      return json(201, { ...made, key: KEY });
    }
    if (url === `/api/v1/api-keys/${existing.id}` && init?.method === 'DELETE') {
      keys = keys.filter((k) => k.id !== existing.id);
      return new Response(null, { status: 204 });
    }
    return json(404, {});
  });
});

describe('Account → API', () => {
  it('lists keys by name, prefix and scopes, never the key', async () => {
    renderWithProviders(<ApiPanel />);
    const row = await screen.findByTestId('api-key-row');
    expect(row.textContent).toContain('Shop import');
    expect(row.textContent).toContain('vtr_live_Qx7P…');
    expect(row.textContent).toContain('read');
    expect(row.textContent).toContain('never used');
  });

  it('creates a key with the chosen scopes and shows it once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ApiPanel />);
    await screen.findByTestId('api-key-row');
    await user.click(screen.getByRole('button', { name: 'New key' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Catalogue sync');
    await user.click(within(dialog).getByRole('checkbox', { name: /generate/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect((await within(dialog).findByTestId('new-api-key')).textContent).toBe(KEY);
    expect(dialog.textContent).toContain('This is the only time the key is shown.');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ name: 'Catalogue sync', scopes: ['read', 'generate'] });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.getAllByTestId('api-key-row')).toHaveLength(2));
    expect(document.body.textContent).not.toContain(KEY);
  });

  it('revokes a key after confirming', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ApiPanel />);
    await user.click(await screen.findByRole('button', { name: 'Revoke the key Shop import' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Revoke "Shop import"?');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The key "Shop import" was revoked.'));
    expect((await screen.findByText(/No API keys yet/)).textContent).toContain('Create one');
  });
});
