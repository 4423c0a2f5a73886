/**
 * Zod in the browser without eval: zod 4 compiles fast object parsers with `new Function` unless
 * `jitless` is set, and even its feature probe is a CSP violation under `script-src 'self'`
 * (docs/security.md). Imported first by main.tsx so it runs before any schema is created (zod reads
 * the flag when an object schema is built).
 */
import { config } from 'zod';

// Not `z.config(...)`: the build treats `z.*` calls as pure (vite.config.ts) and would drop it.
config({ jitless: true });
