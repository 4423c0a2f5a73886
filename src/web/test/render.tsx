/** Helpers for web component tests: providers around a component, fetch mocks, JSON responses. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

// Radix measures some elements; jsdom has no ResizeObserver.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

/** A JSON response. */
export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Replaces fetch with a handler keyed on method and path (query string included). A Request (the
 * typed client sends those) is passed on as its path and an init with its method, headers and body
 * (text, or FormData for multipart), so handlers and assertions on `mock.calls` read `[path, init]`
 * whatever the caller sent. Returns the recording mock.
 */
export function mockFetch(handler: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const recorded = vi.fn(async (url: string, init?: RequestInit) => handler(url, init));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = raw.startsWith('http') ? raw.replace(/^https?:\/\/[^/]+/, '') : raw;
    if (input instanceof Request) {
      const type = input.headers.get('content-type') ?? '';
      const body = input.body === null ? undefined : type.includes('multipart/form-data') ? await input.formData() : await input.text();
      return recorded(url, { method: input.method, headers: input.headers, body, signal: input.signal });
    }
    return recorded(url, init);
  });
  return recorded;
}

/** Renders with a fresh query client (no retries) and a memory router at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return { client, ...render(ui, { wrapper }) };
}

/** A controllable matchMedia: `set(query, matches)` fires change listeners. */
export function stubMatchMedia(initial: Record<string, boolean> = {}) {
  const state = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<(e: MediaQueryListEvent) => void>>();
  const matchMedia = (query: string) => ({
    get matches() {
      return state.get(query) ?? false;
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, fn: (e: MediaQueryListEvent) => void) => {
      if (!listeners.has(query)) listeners.set(query, new Set());
      listeners.get(query)?.add(fn);
    },
    removeEventListener: (_: string, fn: (e: MediaQueryListEvent) => void) => listeners.get(query)?.delete(fn),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    set(query: string, matches: boolean) {
      state.set(query, matches);
      for (const fn of listeners.get(query) ?? []) fn({ matches, media: query } as MediaQueryListEvent);
    },
  };
}
