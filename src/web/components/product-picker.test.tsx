/** ProductPicker: the user's products as tiles, searched on the server, the opened one marked; an empty state with the import link. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { ProductPicker, type ProductPickerTexts } from './product-picker';

const texts: ProductPickerTexts = { heading: 'Choose the product', hint: 'Its photo is used.', search: 'Search products', none: 'No products yet.', importLink: 'Import products' };
const product = (id: string, title: string, coverImageId: string | null) => ({ id, title, sku: null, tags: [], origin: 'manual', coverImageId, photoCount: 1, outputCount: 0, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' });
const MUG = '00000000-0000-4000-8000-000000000001';
const LAMP = '00000000-0000-4000-8000-000000000002';
const COVER = '00000000-0000-4000-8000-0000000000c1';
const catalogue = [product(MUG, 'Red mug', COVER), product(LAMP, 'Desk lamp', null)];

function serveProducts() {
  return mockFetch((url) => {
    const q = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
    const items = catalogue.filter((p) => p.title.toLowerCase().includes(q.toLowerCase()));
    return json(200, { items, total: items.length, nextCursor: null });
  });
}

describe('ProductPicker', () => {
  it('shows the products as tiles, marks the opened one and opens another on click', async () => {
    serveProducts();
    const onOpen = vi.fn();
    renderWithProviders(
      <ProductPicker texts={texts} testId="products" open={MUG} onOpen={onOpen}>
        <p>the pictures</p>
      </ProductPicker>,
    );
    expect(screen.getByRole('heading', { name: 'Choose the product' })).toBeTruthy();
    const mug = await screen.findByRole('button', { name: 'Red mug' });
    const lamp = screen.getByRole('button', { name: 'Desk lamp' });
    expect(screen.getByTestId('products').querySelectorAll('li')).toHaveLength(2);
    expect(mug.getAttribute('aria-pressed')).toBe('true');
    expect(lamp.getAttribute('aria-pressed')).toBe('false');
    expect(mug.querySelector('img')?.getAttribute('src')).toBe(`/api/v1/images/${COVER}/file?size=thumb`);
    expect(lamp.querySelector('img')).toBeNull();
    fireEvent.click(lamp);
    expect(onOpen).toHaveBeenCalledWith(LAMP);
    expect(screen.getByText('the pictures')).toBeTruthy();
  });

  it('searches the products on the server', async () => {
    const fetched = serveProducts();
    renderWithProviders(<ProductPicker texts={texts} testId="products" open={null} onOpen={vi.fn()} />);
    await screen.findByRole('button', { name: 'Desk lamp' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search products' }), { target: { value: 'mug' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Desk lamp' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Red mug' })).toBeTruthy();
    expect(fetched.mock.calls.some(([url]) => new URL(url, 'http://localhost').searchParams.get('q') === 'mug')).toBe(true);
  });

  it('offers to import products when there is none', async () => {
    mockFetch(() => json(200, { items: [], total: 0, nextCursor: null }));
    renderWithProviders(<ProductPicker texts={texts} testId="products" open={null} onOpen={vi.fn()} />);
    expect(await screen.findByText('No products yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Import products' }).getAttribute('href')).toBe('/products/import');
    expect(screen.queryByTestId('products')).toBeNull();
  });
});
