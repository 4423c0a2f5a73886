import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { FavoriteToggle } from './favorite-toggle';

const ID = '3f1c2a9e-8a3b-4c41-9f2e-6c0d2b9a7e11';

describe('FavoriteToggle', () => {
  it('marks at once, sends PUT, refreshes the stats and reports the new state', async () => {
    const fetchMock = mockFetch(() => new Response(null, { status: 204 }));
    const onChange = vi.fn();
    const { client } = renderWithProviders(<FavoriteToggle imageId={ID} favorite={false} onChange={onChange} />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const button = screen.getByRole('button', { name: 'Add to favorites' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(true));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/v1/images/${ID}/favorite`);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT');
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['me', 'stats'] }));
  });

  it('rolls back when the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = mockFetch(() => json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }));
    const onChange = vi.fn();
    renderWithProviders(<FavoriteToggle imageId={ID} favorite onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Remove from favorites' });
    fireEvent.click(button);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(true));
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });
});
