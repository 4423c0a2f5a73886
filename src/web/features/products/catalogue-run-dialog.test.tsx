import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { CatalogueRunDialog } from './catalogue-run-dialog';

let quote: { products: number; withoutPhotos: number; credits: number; balance: number; maxProducts: number; leftOut?: { kind: string; products: number }[] };
let fetchMock: ReturnType<typeof mockFetch>;
const sent: unknown[] = [];
beforeEach(() => {
  sent.length = 0;
  quote = { products: 3, withoutPhotos: 1, credits: 3, balance: 10, maxProducts: 10 };
  fetchMock = mockFetch(async (url, init) => {
    if (url === '/api/v1/catalogue-runs/quote') {
      const body = JSON.parse(String(init?.body)) as { action: { type: string; settings?: { quality: string }; kinds?: string[] } };
      sent.push(body);
      const perItem = body.action.type === 'scene' ? ({ low: 1, medium: 2, high: 3 } as Record<string, number>)[body.action.settings?.quality ?? 'low']! : body.action.type === 'listing' ? body.action.kinds!.length : 1;
      return json(200, { ...quote, credits: quote.products * perItem });
    }
    if (url === '/api/v1/catalogue-runs') return json(202, { id: '7f1c2b7e-8a41-4c55-9d3e-2f0a6b1c9d10' });
    return json(404, {});
  });
});

describe('Run on products', () => {
  it('shows the quote for the selection and the action, and starts the run', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CatalogueRunDialog open onOpenChange={() => {}} selection={{ tag: 'mugs' }} />);
    const dialog = await screen.findByRole('dialog', { name: 'Run on products' });
    await waitFor(() => expect(within(dialog).getByTestId('run-quote').textContent).toContain('3 products · 3 credits'));
    expect(within(dialog).getByTestId('run-quote').textContent).toContain('1 selected product has no photo and is left out.');
    expect(sent[0]).toEqual({ selection: { tag: 'mugs' }, action: { type: 'packshot', preset: 'amazon' } });

    await user.click(within(dialog).getByTestId('run-kind-scene'));
    await user.selectOptions(within(dialog).getByLabelText('Quality'), 'high');
    await waitFor(() => expect(within(dialog).getByTestId('run-quote').textContent).toContain('3 products · 9 credits'));
    await user.click(within(dialog).getByRole('button', { name: 'Start: 3 products, 9 credits' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/v1/catalogue-runs')).toBe(true));
  });

  it("says why it cannot start over the plan's limit or the balance, and keeps Start off", async () => {
    quote = { products: 12, withoutPhotos: 0, credits: 12, balance: 10, maxProducts: 10 };
    renderWithProviders(<CatalogueRunDialog open onOpenChange={() => {}} selection={{}} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Your plan runs up to 10 products at once; this selection has 12. Narrow it, or upgrade your plan.')).toBeTruthy();
    expect((within(dialog).getByTestId('run-start') as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps Start off when the balance does not cover the run', async () => {
    quote = { products: 8, withoutPhotos: 0, credits: 8, balance: 5, maxProducts: 10 };
    renderWithProviders(<CatalogueRunDialog open onOpenChange={() => {}} selection={{}} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('This run costs 8 credits and your balance is 5.')).toBeTruthy();
    expect((within(dialog).getByTestId('run-start') as HTMLButtonElement).disabled).toBe(true);
  });

  it("sends a listing template in listing order, offers only what the marketplace allows, and says what products leave out", async () => {
    const user = userEvent.setup();
    quote = { products: 3, withoutPhotos: 0, credits: 0, balance: 30, maxProducts: 10, leftOut: [{ kind: 'infographic', products: 2 }] };
    renderWithProviders(<CatalogueRunDialog open onOpenChange={() => {}} selection={{ tag: 'mugs' }} />);
    const dialog = await screen.findByRole('dialog', { name: 'Run on products' });
    await user.click(within(dialog).getByTestId('run-kind-listing'));
    await waitFor(() => expect(sent.at(-1)).toEqual({ selection: { tag: 'mugs' }, action: { type: 'listing', marketplace: 'amazon', kinds: ['main', 'scene', 'infographic', 'detail', 'detail', 'angles'] } }));
    await waitFor(() => expect(within(dialog).getByTestId('run-quote').textContent).toContain('3 products · 18 credits'));
    expect(within(dialog).getByTestId('left-out-infographic').textContent).toBe('Infographic: 2 products have fewer than 3 feature lines and go without.');

    // eBay bans added text: the infographic is off, with the marketplace's rule.
    await user.selectOptions(within(dialog).getByLabelText('Marketplace'), 'ebay');
    const infographic = within(dialog).getByRole('checkbox', { name: /Infographic/ }) as HTMLInputElement;
    expect(infographic.disabled).toBe(true);
    expect(within(dialog).getByTestId('listing-template').textContent).toContain("eBay's picture policy forbids added text");
    await user.selectOptions(within(dialog).getByLabelText('Detail crops'), '3');
    await user.selectOptions(within(dialog).getByLabelText('Scenes from the library'), '0');
    await waitFor(() => expect(sent.at(-1)).toEqual({ selection: { tag: 'mugs' }, action: { type: 'listing', marketplace: 'ebay', kinds: ['main', 'detail', 'detail', 'detail', 'angles'] } }));
    await user.click(within(dialog).getByRole('button', { name: 'Start: 3 products, 15 credits' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/v1/catalogue-runs')).toBe(true));
  });
});
