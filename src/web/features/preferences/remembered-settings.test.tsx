import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@web/test/render';
import { useRememberedImageSettings } from './remembered-settings';

const LAST = { aspectRatio: '3:4', quality: 'low', count: 2, format: 'jpg', highlightProduct: false, style: 'studio', timeOfDay: 'night_light' };

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;
}

describe("the create screen's remembered settings", () => {
  it('applies the last generation settings once', async () => {
    const fetch = mockFetch(() => json(200, { settings: LAST }));
    const apply = vi.fn();
    const { rerender } = renderHook(() => useRememberedImageSettings(apply), { wrapper });
    await waitFor(() => expect(apply).toHaveBeenCalledWith(LAST));
    rerender();
    expect(apply).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/v1/me/create-settings', expect.anything());
  });

  it('keeps the defaults when the switch is off (null) or the request fails', async () => {
    const apply = vi.fn();
    const fetch = mockFetch(() => json(200, { settings: null }));
    renderHook(() => useRememberedImageSettings(apply), { wrapper });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const failing = mockFetch(() => json(500, { error: { code: 'internal_error', message: 'x' } }));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderHook(() => useRememberedImageSettings(apply), { wrapper });
    await waitFor(() => expect(failing).toHaveBeenCalled());
    await waitFor(() => expect(errors).toHaveBeenCalled());
    errors.mockRestore();
    expect(apply).not.toHaveBeenCalled();
  });

  it('asks nothing when disabled (signed out)', () => {
    const fetch = mockFetch(() => json(200, { settings: LAST }));
    renderHook(() => useRememberedImageSettings(vi.fn(), false), { wrapper });
    expect(fetch).not.toHaveBeenCalled();
  });
});
