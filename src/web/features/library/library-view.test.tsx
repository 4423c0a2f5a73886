import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/features/create/test-utils';
import type { LibraryItem } from './api';
import { LibraryView } from './library-view';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const item = (n: number, over: Partial<LibraryItem> = {}): LibraryItem => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  type: 'generated',
  width: 1536,
  height: 1024,
  format: 'png',
  prompt: `prompt ${n}`,
  title: `Scene ${n}`,
  favorite: false,
  kind: 'scene',
  studioPreset: null,
  createdAt: '2025-03-01T10:00:00Z',
  ...over,
});

beforeEach(() => {
  toast.mockReset();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('LibraryView', () => {
  it('shows the empty state with a button to create the first image', async () => {
    mockFetch(() => json(200, { items: [], nextCursor: null }));
    renderWithProviders(<LibraryView />);
    const cta = await screen.findByRole('link', { name: /Create Your First Image/ });
    expect(cta.getAttribute('href')).toBe('/create/ugc');
  });

  it('loads more with the cursor, switches type, sorts and searches on the server', async () => {
    const fetch = mockFetch((url) => {
      const u = new URL(url, 'http://x');
      if (u.searchParams.get('cursor') === 'c2') return json(200, { items: [item(3)], nextCursor: null });
      if (u.searchParams.get('q') === 'mug') return json(200, { items: [], nextCursor: null });
      return json(200, { items: [item(1), item(2)], nextCursor: 'c2' });
    });
    const { user } = renderWithProviders(<LibraryView />);
    expect(await screen.findByText('Scene 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Scene 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: /Source images/ }));
    await user.click(screen.getByRole('radio', { name: /Oldest/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Search images' }), 'mug');
    await waitFor(() => expect(screen.getByText('No images match “mug”.')).toBeTruthy(), { timeout: 15_000 });
    const last = new URL(String(fetch.mock.calls.at(-1)![0]), 'http://x');
    expect(Object.fromEntries(last.searchParams)).toMatchObject({ type: 'source', sort: 'oldest', q: 'mug' });
  });

  it('shows the favorite state of each image and toggles it on the server', async () => {
    const fetch = mockFetch((url, init) => {
      if (init?.method === 'PUT' || init?.method === 'DELETE') return new Response(null, { status: 204 });
      return json(200, { items: [item(1, { favorite: true }), item(2)], nextCursor: null });
    });
    const { user } = renderWithProviders(<LibraryView />);
    const toggles = await screen.findAllByRole('button', { pressed: true });
    expect(toggles).toHaveLength(1);
    const off = screen.getAllByRole('button', { pressed: false }).find((b) => b.getAttribute('aria-label') === 'Add to favorites')!;
    await user.click(off);
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u, i]) => String(u).endsWith(`/api/v1/images/${item(2).id}/favorite`) && i?.method === 'PUT')).toBe(true),
    );
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(2);
  });

  it('lists the favorites only when asked, and an image unmarked there leaves the list', async () => {
    const favorites = new Set([item(1).id]);
    const fetch = mockFetch((url, init) => {
      const u = new URL(url, 'http://x');
      const id = /images\/([^/]+)\/favorite$/.exec(u.pathname)?.[1];
      if (id && init?.method === 'DELETE') {
        favorites.delete(id);
        return new Response(null, { status: 204 });
      }
      const all = [item(1), item(2)].map((i) => ({ ...i, favorite: favorites.has(i.id) }));
      return json(200, { items: u.searchParams.get('favorites') === '1' ? all.filter((i) => i.favorite) : all, nextCursor: null });
    });
    const { user } = renderWithProviders(<LibraryView />);
    expect(await screen.findByText('Scene 2')).toBeTruthy();
    const filter = screen.getByTestId('favorites-filter');
    expect(filter.getAttribute('aria-pressed')).toBe('false');
    await user.click(filter);
    expect(filter.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.queryByText('Scene 2')).toBeNull());
    expect(screen.getByText('Scene 1')).toBeTruthy();
    const last = new URL(String(fetch.mock.calls.at(-1)![0]), 'http://x');
    expect(Object.fromEntries(last.searchParams)).toMatchObject({ type: 'generated', favorites: '1' });

    await user.click(screen.getByRole('button', { name: 'Remove from favorites' }));
    expect(await screen.findByText('No favorites yet')).toBeTruthy();
    expect(screen.getByText('Tap the heart on an image to keep it here.')).toBeTruthy();
  });

  it('selects images one by one and by shift-click range, downloads them as a zip, and deletes them with Undo', async () => {
    const deleted: string[][] = [];
    let listed = [1, 2, 3, 4, 5].map((n) => item(n));
    const fetch = mockFetch((url, init) => {
      if (url.endsWith('/api/v1/images/delete')) {
        const ids = (JSON.parse(String(init?.body)) as { ids: string[] }).ids;
        deleted.push(ids);
        listed = listed.filter((i) => !ids.includes(i.id));
        return json(200, { deleted: ids.length });
      }
      return json(200, { items: listed, nextCursor: null });
    });
    const { user } = renderWithProviders(<LibraryView />);
    expect(await screen.findByText('Scene 5')).toBeTruthy();
    const boxes = () => screen.getAllByTestId('select-image');
    await user.click(boxes()[1]!);
    expect(screen.getByTestId('selection-bar').textContent).toContain('1 selected');
    // Shift-click: from image 2 to image 4.
    await user.keyboard('{Shift>}');
    await user.click(boxes()[3]!);
    await user.keyboard('{/Shift}');
    expect(boxes().map((b) => b.getAttribute('aria-checked'))).toEqual(['false', 'true', 'true', 'true', 'false']);
    expect(screen.getByTestId('selection-bar').textContent).toContain('3 selected');
    // While selecting, a tap on an image selects it instead of opening it.
    await user.click(screen.getByRole('button', { name: 'View Scene 5' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(boxes()[4]!.getAttribute('aria-checked')).toBe('true');

    const bar = screen.getByTestId('selection-bar');
    await user.click(within(bar).getByRole('button', { name: 'Download zip' }));
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u) === `/api/v1/images/archive?ids=${[2, 3, 4, 5].map((n) => item(n).id).join(',')}`)).toBe(true));

    // Delete: one confirmation, the images leave the grid, Undo brings them back and nothing is sent.
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete 4 images' }));
    await waitFor(() => expect(screen.queryByText('Scene 2')).toBeNull());
    expect(screen.getByText('Scene 1')).toBeTruthy();
    const [message, options] = toast.mock.calls.at(-1)! as [string, { duration: number; action: { label: string; onClick: () => void }; onAutoClose: () => void }];
    expect(message).toBe('4 images deleted');
    expect(options.duration).toBe(10_000);
    expect(options.action.label).toBe('Undo');
    act(() => options.action.onClick());
    expect(await screen.findByText('Scene 2')).toBeTruthy();
    act(() => options.onAutoClose());
    expect(deleted).toEqual([]);

    // Select all, delete, and let the toast close: one request for all of them.
    await user.click(boxes()[0]!);
    await user.click(within(screen.getByTestId('selection-bar')).getByRole('button', { name: 'Select all' }));
    expect(screen.getByTestId('selection-bar').textContent).toContain('5 selected');
    await user.click(within(screen.getByTestId('selection-bar')).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete 5 images' }));
    const [, closing] = toast.mock.calls.at(-1)! as [string, { onAutoClose: () => void }];
    act(() => closing.onAutoClose());
    await waitFor(() => expect(deleted).toEqual([[1, 2, 3, 4, 5].map((n) => item(n).id)]));
    expect(await screen.findByText('Create Your First Image')).toBeTruthy();
  });

  it('adds selected source photos to a product, after its own, and says when a product would hold too many', async () => {
    const sent: { url: string; body: unknown }[] = [];
    mockFetch((url, init) => {
      const u = new URL(url, 'http://x');
      if (u.pathname === '/api/v1/products') {
        return json(200, {
          items: [
            { id: '10000000-0000-4000-8000-000000000001', title: 'Mug', sku: null, tags: [], origin: 'upload', coverImageId: null, photoCount: 2, outputCount: 0, createdAt: '2026-11-01T10:00:00Z', updatedAt: '2026-11-01T10:00:00Z' },
            { id: '10000000-0000-4000-8000-000000000002', title: 'Full shelf', sku: null, tags: [], origin: 'upload', coverImageId: null, photoCount: 19, outputCount: 0, createdAt: '2026-11-01T10:00:00Z', updatedAt: '2026-11-01T10:00:00Z' },
          ],
          total: 2,
          nextCursor: null,
        });
      }
      if (u.pathname.endsWith('/photos')) {
        sent.push({ url: u.pathname, body: JSON.parse(String(init?.body)) });
        return json(200, { id: '10000000-0000-4000-8000-000000000001' });
      }
      return json(200, { items: [item(1, { type: 'source' }), item(2, { type: 'source' })], nextCursor: null });
    });
    const { user } = renderWithProviders(<LibraryView />);
    await user.click(await screen.findByRole('radio', { name: /Source images/ }));
    await user.click((await screen.findAllByTestId('select-image'))[0]!);
    await user.click(screen.getAllByTestId('select-image')[1]!);
    await user.click(within(screen.getByTestId('selection-bar')).getByRole('button', { name: 'Add to product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add 2 photos to a product' });
    // 19 + 2 would pass the 20 photos a product holds.
    const full = await within(dialog).findByRole('radio', { name: /Full shelf/ });
    expect((full as HTMLButtonElement).disabled).toBe(true);
    expect(full.textContent).toContain('Would hold more than 20 photos');
    await user.click(within(dialog).getByRole('radio', { name: /Mug/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 2 photos' }));
    await waitFor(() => expect(sent).toEqual([{ url: '/api/v1/products/10000000-0000-4000-8000-000000000001/photos', body: { sourceImageIds: [item(1).id, item(2).id] } }]));
    expect(toast.success).toHaveBeenCalledWith('2 photos added to Mug');
    await waitFor(() => expect(screen.queryByTestId('selection-bar')).toBeNull());
  });

  it('selects an image with a long press on a touch screen', async () => {
    mockFetch(() => json(200, { items: [item(1), item(2)], nextCursor: null }));
    renderWithProviders(<LibraryView />);
    const tile = await screen.findByRole('button', { name: 'View Scene 2' });
    expect(screen.queryByTestId('selection-bar')).toBeNull();
    fireEvent.pointerDown(tile, { pointerType: 'touch', clientX: 10, clientY: 10 });
    await waitFor(() => expect(screen.getByTestId('selection-bar').textContent).toContain('1 selected'), { timeout: 2000 });
    fireEvent.pointerUp(tile, { pointerType: 'touch' });
    // The click that ends the long press does not open the image or unselect it.
    fireEvent.click(tile);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByTestId('select-image')[1]!.getAttribute('aria-checked')).toBe('true');
  });

  it('deletes after confirmation and says so; a failed delete says Delete Failed', async () => {
    let fail = false;
    const fetch = mockFetch((url, init) => {
      if (init?.method === 'DELETE') return fail ? json(500, { error: { code: 'x', message: 'x' } }) : new Response(null, { status: 204 });
      return json(200, { items: [item(1), item(2)], nextCursor: null });
    });
    const { user } = renderWithProviders(<LibraryView />);
    await user.click(await screen.findByRole('button', { name: 'Delete Scene 1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete this image?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Removed from your library'));
    expect(fetch.mock.calls.some(([u, i]) => String(u).endsWith(`/api/v1/images/${item(1).id}`) && i?.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Delete Scene 2' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Delete Failed', expect.anything()));
  });

  it('says Download Failed when a download fails', async () => {
    mockFetch((url) => (url.includes('/file') ? new Response('nope', { status: 404 }) : json(200, { items: [item(1)], nextCursor: null })));
    const { user } = renderWithProviders(<LibraryView />);
    await user.click(await screen.findByRole('button', { name: 'Download Scene 1' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Download Failed', expect.anything()));
  });
});
