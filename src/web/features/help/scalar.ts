/**
 * Scalar's API reference (MIT, @scalar/api-reference 1.46.4), loaded only on /help/api-docs. The
 * package's standalone browser bundle is emitted by Vite as a hashed asset of this server (`?url`),
 * so nothing loads from a CDN (Scalar loads its script from a CDN by default), and it stays
 * out of every JavaScript chunk of the app: the entry budget is untouched. Scalar's default web fonts
 * (from fonts.scalar.com) are switched off, and so are the 'Ask AI' agent (it searches Scalar's
 * registry through proxy.scalar.com) and the request proxy (an empty proxyUrl sends nothing through
 * it): the page talks to this server only, as the CSP requires.
 * Docs: https://github.com/scalar/scalar/tree/main/packages/api-reference#configuration
 */
import scalarScriptUrl from '@scalar/api-reference/browser/standalone.js?url';

/** The part of Scalar's configuration Vitrine sets. */
export type ScalarConfiguration = {
  url: string;
  darkMode?: boolean;
  forceDarkModeState?: 'dark' | 'light';
  hideDarkModeToggle?: boolean;
  withDefaultFonts?: boolean;
  hideTestRequestButton?: boolean;
  hideClientButton?: boolean;
  layout?: 'modern' | 'classic';
  metaData?: Record<string, unknown>;
  customCss?: string;
  proxyUrl?: string;
  agent?: { disabled?: boolean };
  showDeveloperTools?: 'always' | 'localhost' | 'never';
};

/** A mounted reference (Scalar's ApiReferenceInstance, the parts used here). */
export type ScalarInstance = {
  destroy: () => void;
  updateConfiguration: (configuration: ScalarConfiguration) => void;
};

type ScalarGlobal = { createApiReference: (element: Element, configuration: ScalarConfiguration) => ScalarInstance };

declare global {
  interface Window {
    Scalar?: ScalarGlobal;
  }
}

let loading: Promise<ScalarGlobal> | null = null;

/** Adds the standalone script once; resolves with `window.Scalar`. @throws Error when the script fails to load. */
export function loadScalar(src: string = scalarScriptUrl): Promise<ScalarGlobal> {
  if (window.Scalar) return Promise.resolve(window.Scalar);
  loading ??= new Promise<ScalarGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.scalar = 'api-reference';
    script.onload = () => (window.Scalar ? resolve(window.Scalar) : reject(new Error('Scalar did not register')));
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The configuration of the reference of this server's API in the app's theme. */
export function scalarConfiguration(dark: boolean): ScalarConfiguration {
  return {
    url: '/api/v1/openapi.json',
    darkMode: dark,
    forceDarkModeState: dark ? 'dark' : 'light',
    hideDarkModeToggle: true,
    withDefaultFonts: false,
    // 'Test request' opens Scalar's API client, which can route requests through Scalar's proxy.
    hideTestRequestButton: true,
    hideClientButton: true,
    proxyUrl: '',
    agent: { disabled: true },
    // Its toolbar (shown on localhost) offers to upload the document to Scalar's servers.
    showDeveloperTools: 'never',
    layout: 'modern',
    customCss: '.scalar-app { --scalar-font: inherit; } .light-mode, .dark-mode { --scalar-radius: 0.5rem; }',
  };
}
