import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { ImportProgress } from './import-progress';

const ID = '1b6e3f3e-9d7c-4b47-9a55-1a1f6e0c1a01';
let view: Record<string, unknown>;
beforeEach(() => {
  view = {
    id: ID,
    source: 'csv',
    sourceName: 'catalogue.csv',
    status: 'completed',
    total: 3,
    processed: 3,
    imported: 1,
    updated: 0,
    failed: 1,
    skipped: 1,
    createdAt: '2026-11-29T10:00:00Z',
    startedAt: '2026-11-29T10:00:00Z',
    finishedAt: '2026-11-29T10:00:05Z',
    items: [
      { position: 0, line: 2, externalId: null, title: 'Mug', sku: 'MUG-1', status: 'imported', productId: '2b6e3f3e-9d7c-4b47-9a55-1a1f6e0c1a01', errors: [], url: null },
      { position: 1, line: 3, externalId: null, title: 'Plate', sku: 'PL-1', status: 'failed', productId: null, errors: [{ code: 'photo_too_small', message: 'This photo is 120×90 px.' }], url: 'https://shop.example.com/tiny.jpg' },
      { position: 2, line: 4, externalId: null, title: '', sku: null, status: 'skipped', productId: null, errors: [{ code: 'title_missing', message: 'No title.' }], url: null },
    ],
  };
  mockFetch(async (url) => (url === `/api/v1/imports/${ID}` ? json(200, view) : json(404, {})));
});

describe('Import progress', () => {
  it('shows the counts and every row that did not import, with its line, reason and address', async () => {
    renderWithProviders(<ImportProgress id={ID} onAnother={() => {}} />);
    await waitFor(() => expect(screen.getByTestId('import-counts').textContent).toBe('3 of 3 · 1 new · 0 updated · 1 failed · 1 skipped'));
    expect(screen.getByRole('heading', { name: 'Import finished' })).toBeTruthy();
    const problems = screen.getByTestId('import-problems');
    expect(problems.textContent).toContain('Line 3: Plate');
    expect(problems.textContent).toContain('This photo is 120×90 px.');
    expect(problems.textContent).toContain('https://shop.example.com/tiny.jpg');
    expect(problems.textContent).toContain('Line 4: ');
    expect(problems.textContent).toContain('No title.');
    expect(problems.textContent).not.toContain('Mug');
    expect(screen.getByRole('link', { name: 'View products' }).getAttribute('href')).toBe('/products');
  });

  it('offers Cancel while it works', async () => {
    view = { ...view, status: 'running', processed: 1 };
    renderWithProviders(<ImportProgress id={ID} onAnother={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Cancel the import' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Importing from catalogue.csv…');
  });
});
