/** MediaGrid: skeleton, retry on error, empty state, tiles with load more and footer, delete confirmation. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@web/test/render';
import { MediaGrid, type MediaGridProps } from './media-grid';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

type Item = { id: string; name: string };
const ITEMS: Item[] = [
  { id: 'a', name: 'Apple' },
  { id: 'b', name: 'Bread' },
];

function renderGrid(over: Partial<MediaGridProps<Item>> = {}) {
  const props: MediaGridProps<Item> = {
    items: ITEMS,
    renderItem: (item) => <li>{item.name}</li>,
    className: 'grid',
    testId: 'grid',
    loading: false,
    skeleton: { count: 3, aspect: 'aspect-square', label: 'Loading images' },
    empty: <p>Nothing yet</p>,
    ...over,
  };
  return { user: userEvent.setup(), ...renderWithProviders(<MediaGrid {...props} />) };
}

describe('MediaGrid', () => {
  it('shows the skeleton while loading', () => {
    renderGrid({ loading: true });
    const list = screen.getByRole('list', { name: 'Loading images' });
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByTestId('grid')).toBeNull();
  });

  it('shows the message with Retry on error', async () => {
    const onRetry = vi.fn();
    const { user } = renderGrid({ error: { message: 'Could not load', retryLabel: 'Retry', onRetry } });
    expect(screen.getByText('Could not load')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state when there are no items', () => {
    renderGrid({ items: [], footer: <p>footer</p> });
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    expect(screen.queryByText('footer')).toBeNull();
  });

  it('shows the tiles, Load more while there is more, and the footer', async () => {
    const onLoadMore = vi.fn();
    const { user } = renderGrid({
      loadMore: { hasMore: true, loading: false, label: 'Load more', loadingLabel: 'Loading...', onLoadMore },
      footer: <p>footer</p>,
    });
    expect(within(screen.getByTestId('grid')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Apple', 'Bread']);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByText('footer')).toBeTruthy();
  });

  it('deletes the item after confirmation, refreshes the lists and says so', async () => {
    const remove = vi.fn(async () => {});
    const onClose = vi.fn();
    const texts = { title: 'Delete this?', body: 'Gone for good.', cancel: 'Cancel', confirm: 'Delete', deleting: 'Deleting...', deleted: 'Deleted', failed: 'Delete Failed', failedBody: 'Try again' };
    const { user, client } = renderGrid({ deleteDialog: { item: ITEMS[0]!, onClose, remove, invalidate: ['things'], texts } });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Delete this?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Deleted'));
    expect(remove).toHaveBeenCalledWith('a');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['things'] });
    expect(onClose).toHaveBeenCalled();
  });
});
