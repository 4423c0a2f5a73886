/** Helpers for the create and library component tests: providers, fetch mocks, JSON responses. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, vi } from 'vitest';
import i18n from '@web/i18n';
import { mockFetch as mockFetchOnPaths } from '@web/test/render';

// Radix measures some elements; jsdom has no ResizeObserver.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// The create and library translations load with their routes; load them for the component tests.
beforeAll(async () => {
  await i18n.loadNamespaces(['create', 'library']);
});

/** A JSON response. */
export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * A finished generation of one image, as GET /generations/{id} answers it: `id`, the credits it
 * reserved, and its image's id and size (px).
 */
export function finishedGeneration(id: string, creditsReserved: number, image: { id: string; width: number; height: number }) {
  return {
    id,
    status: 'succeeded',
    stage: 'done',
    progress: 100,
    requestedCount: 1,
    failedCount: 0,
    creditsRefunded: 0,
    creditsReserved,
    createdAt: '2025-01-01T00:00:00Z',
    settings: { aspectRatio: image.width === image.height ? '1:1' : '3:2', quality: 'high', count: 1, format: 'png', highlightProduct: true, style: 'studio', timeOfDay: 'natural' },
    scenarioTitle: 'Studio hero',
    images: [{ ...image, format: 'png', saved: true, createdAt: '2025-01-01T00:00:00Z' }],
  };
}

export type FetchHandler = (url: string, init?: RequestInit) => Promise<Response> | Response;

/** Replaces fetch with a handler; returns the mock to inspect calls (see src/web/test/render.tsx). */
export function mockFetch(handler: FetchHandler) {
  return mockFetchOnPaths(handler);
}

/** Renders with a fresh query client and a memory router; returns the user-event instance too. */
export function renderWithProviders(ui: ReactElement, options: { applyAccept?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const user = userEvent.setup({ applyAccept: options.applyAccept ?? false });
  return { user, client, ...render(ui, { wrapper }) };
}
