/** Studio results: badges and figures per packshot, what was not made and refunded, Download all. */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultStudioSpec, resolveStudioSpec } from '@shared/studio-presets';
import { json, mockFetch, renderWithProviders } from '@web/features/create/test-utils';
import i18n from '@web/i18n';
import type { StudioBatch, StudioCompliance } from './api';
import { BatchResults } from './batch-results';
import { PresetOptions } from './preset-options';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['studio']);
});

const compliance = (over: Partial<StudioCompliance> = {}): StudioCompliance => ({
  passed: true,
  width: 2000,
  height: 2000,
  format: 'jpg',
  background: '#FFFFFF',
  backgroundPurity: 100,
  backgroundPixels: 900_000,
  fill: 90.1,
  minFill: 89.5,
  maxFill: 90.5,
  colourSpace: 'srgb',
  metadataStripped: true,
  checks: { size: true, format: true, background: true, fill: true, colourSpace: true, metadata: true },
  ...over,
});

const batch = (over: Partial<StudioBatch> = {}): StudioBatch => ({
  id: '00000000-0000-4000-8000-0000000000b1',
  status: 'partial',
  progress: 100,
  spec: defaultStudioSpec('amazon'),
  requestedCount: 3,
  doneCount: 3,
  failedCount: 1,
  creditsReserved: 3,
  creditsRefunded: 1,
  createdAt: '2026-01-01T00:00:00Z',
  items: [
    { position: 0, sourceImageId: null, sourceName: 'Red Mug.jpg', status: 'succeeded', failure: null, error: null, image: { id: '00000000-0000-4000-8000-0000000000a1', width: 2000, height: 2000, format: 'jpg', fileName: 'red-mug_amazon.jpg' }, compliance: compliance() },
    { position: 1, sourceImageId: null, sourceName: 'broken.png', status: 'failed', failure: 'source_missing', error: 'The photo could not be read. This packshot was not charged.', image: null, compliance: null },
    { position: 2, sourceImageId: null, sourceName: 'apple.jpg', status: 'succeeded', failure: null, error: null, image: { id: '00000000-0000-4000-8000-0000000000a2', width: 2000, height: 2000, format: 'jpg', fileName: 'apple_amazon.jpg' }, compliance: compliance({ fill: 90 }) },
  ],
  ...over,
});

describe('BatchResults', () => {
  it('badges each packshot Amazon-ready with its figures, says what was not made and refunded, and zips them all', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const fetchMock = mockFetch((url) => (url.endsWith('/archive') ? new Response(new Blob(['zip']), { status: 200 }) : json(404, {})));
    const { user } = renderWithProviders(<BatchResults batch={batch()} onNewBatch={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Some packshots are ready' })).toBeTruthy();
    const tiles = screen.getAllByTestId('studio-result');
    expect(tiles).toHaveLength(3);
    expect(within(tiles[0]!).getByTestId('compliance-badge').textContent).toBe('Amazon-ready');
    expect(tiles[0]!.textContent).toContain('Background 100% exact');
    expect(tiles[0]!.textContent).toContain('Product fills 90.1%');
    expect(tiles[0]!.textContent).toContain('2000 × 2000 JPG');
    expect(within(tiles[1]!).queryByTestId('compliance-badge')).toBeNull();
    expect(tiles[1]!.textContent).toContain('This packshot was not charged.');
    expect(screen.getByTestId('studio-refund-note').textContent).toContain('1 credit was refunded for the packshot not made.');
    await user.click(screen.getByRole('button', { name: 'Download all' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/api/v1/studio-batches/${batch().id}/archive`, expect.anything()));
  });

  it('shows progress while the batch runs, without the download', () => {
    const running = batch({ status: 'running', progress: 33, doneCount: 1, failedCount: 0, creditsRefunded: 0, items: batch().items.map((i, n) => (n === 0 ? i : { ...i, status: 'queued', failure: null, error: null, image: null, compliance: null })) });
    renderWithProviders(<BatchResults batch={running} onNewBatch={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Making your packshots' })).toBeTruthy();
    expect(screen.getByText('1 of 3 done')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download all' })).toBeNull();
  });

  it('says a failed packshot is not compliant rather than ready', () => {
    const failing = batch({ items: [{ ...batch().items[0]!, compliance: compliance({ passed: false, backgroundPurity: 99.98, checks: { size: true, format: true, background: false, fill: true, colourSpace: true, metadata: true } }) }] });
    renderWithProviders(<BatchResults batch={failing} onNewBatch={() => {}} />);
    expect(screen.getByTestId('compliance-badge').textContent).toBe('Not compliant');
  });
});

describe('BatchResults: a cut-out in doubt', () => {
  it('says "check before you publish" when only the cut-out is in doubt, never ready', () => {
    const doubt = batch({ items: [{ ...batch().items[0]!, compliance: compliance({ passed: false, checks: { size: true, format: true, background: true, fill: true, colourSpace: true, metadata: true, cutout: false } }) }] });
    renderWithProviders(<BatchResults batch={doubt} onNewBatch={() => {}} />);
    expect(screen.getByTestId('compliance-badge').textContent).toBe('Check before you publish');
    expect(screen.getByText('Check the cut-out: something may be left or missing')).toBeTruthy();
  });
});

describe('PresetOptions', () => {
  it('offers only the preset’s own choices, and explains Custom options that do not fit', async () => {
    const onChange = vi.fn();
    const amazon = resolveStudioSpec('amazon', {});
    const { unmount } = renderWithProviders(<PresetOptions preset="amazon" options={{}} onChange={onChange} spec={amazon.spec!} problems={[]} />);
    const backgrounds = screen.getByRole('radiogroup', { name: 'Background' });
    expect(within(backgrounds).getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual(['White']);
    expect(screen.getByRole('radio', { name: 'None' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Contact' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Reflection' })).toBeNull();
    expect(screen.queryByLabelText('Width (px)')).toBeNull();
    unmount();

    const options = { background: 'transparent', format: 'jpg' as const, width: 100 };
    const custom = resolveStudioSpec('custom', options);
    renderWithProviders(<PresetOptions preset="custom" options={options} onChange={onChange} spec={null} problems={custom.problems!} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Width and height must be whole numbers from 500 to 4000 px.');
    expect(alert.textContent).toContain('A transparent background needs PNG.');
  });
});
