import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { SourceImage } from './api';
import { OtherAngles } from './other-angles';
import { json, mockFetch, renderWithProviders } from './test-utils';

const sourceView = (id: string) => ({ id, width: 800, height: 800, format: 'png', hasAlpha: false, createdAt: '2025-01-01T00:00:00Z' });

function Harness() {
  const [angles, setAngles] = useState<SourceImage[]>([]);
  return <OtherAngles angles={angles} onChange={setAngles} />;
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'side.png', { type: 'image/png' });

describe('OtherAngles', () => {
  it('adds up to 3 other photos with a hosted engine, and removes them', async () => {
    let n = 0;
    mockFetch((url, init) => {
      if (url.endsWith('/image-engine')) return json(200, { name: 'openai', hosted: true, productLock: true });
      if (url.endsWith('/source-images') && init?.method === 'POST') return json(201, sourceView(`angle-${(n += 1)}`));
      return json(200, {});
    });
    const { user } = renderWithProviders(<Harness />);
    expect(await screen.findByText('Add other angles (up to 3)')).toBeTruthy();
    for (let i = 1; i <= 3; i += 1) {
      await user.upload(screen.getByTestId('angles-input'), png());
      await screen.findByAltText(`Other angle ${i}`);
    }
    expect(screen.queryByTestId('angles-input')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove other angle 2' }));
    await waitFor(() => expect(screen.queryByAltText('Other angle 3')).toBeNull());
    expect(screen.getByTestId('angles-input')).toBeTruthy();
  });

  it('is not offered with the local studio renderer', async () => {
    const fetch = mockFetch((url) => (url.endsWith('/image-engine') ? json(200, { name: 'local-studio', hosted: false, productLock: false }) : json(200, {})));
    renderWithProviders(<Harness />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Add other angles (up to 3)')).toBeNull();
  });
});
