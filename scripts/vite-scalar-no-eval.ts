/**
 * Vite plugin for the API docs page: Scalar's standalone bundle carries a copy of
 * zod whose JIT check runs `new Function("")` inside try/catch. The app's CSP forbids eval
 * (script-src 'self'), so the probe fails as intended, but the browser still reports a CSP
 * violation for it. The app's own zod is told `jitless` (src/web/lib/zod-config.ts); that copy cannot
 * be configured from outside, so the emitted asset gets the probe's answer, 'no eval', directly.
 * Same behaviour, no violation. The build fails if the probe is not found, so a Scalar upgrade is
 * noticed.
 */
import type { Plugin } from 'vite';

/** The probe as it appears in @scalar/api-reference 1.46.4's dist/browser/standalone.js. */
export const EVAL_PROBE = 'try{return new Function(""),!0}catch(e){return!1}';

/** Rewrites the probe in the emitted Scalar standalone asset. */
export function scalarNoEvalProbe(): Plugin {
  return {
    name: 'vitrine:scalar-no-eval-probe',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !/(^|\/)standalone-[\w-]+\.js$/.test(file.fileName)) continue;
        const code = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        if (!code.includes(EVAL_PROBE)) this.error(`Scalar's eval probe was not found in ${file.fileName}: update scripts/vite-scalar-no-eval.ts`);
        file.source = code.split(EVAL_PROBE).join('return!1');
      }
    },
  };
}
