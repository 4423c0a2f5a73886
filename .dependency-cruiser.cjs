// The layer table of docs/ARCHITECTURE.md ("Layers and their rules"), as rules that
// `npm run lint:layers` (and so `npm test`) checks. Paths are relative to the repository root.
// Test code (*.test.ts(x), tests/, e2e/, bench/, scripts/, src/web/test/) is left out of every rule.
//
// Type-only imports: `import type { X }` (or `import { type X }` with every name a type) is
// marked "type-only"; any other import counts as a runtime import, even when the names are
// only used as types. Where a rule says "at runtime", a type-only import is allowed.

/** Test files and folders: never cruised, so never part of a layer rule. */
const TEST_CODE = '\\.test\\.tsx?$|(^|/)(tests|test|e2e|bench|scripts)/';

/** The composition root (with its area modules) and the entry points: nothing on the runtime path imports them. */
const COMPOSITION_ROOT = '^src/server/(container|app|main)\\.ts$|^src/server/composition/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // ── routes ────────────────────────────────────────────────────────────────────────────
    {
      name: 'routes-not-to-db-providers-engine',
      severity: 'error',
      comment:
        'Route handlers validate, authorize and call one service. They import no database, ' +
        'no provider and no engine module, not even `import type` (an error type included): ' +
        'move that work into a service method.',
      from: { path: '^src/server/routes/' },
      to: { path: '^src/server/(db|providers|engine)/' },
    },
    {
      name: 'routes-runtime-only-services-http',
      severity: 'error',
      comment:
        'At runtime routes reach the server through services/ and http/ (and the server-wide ' +
        'i18n/env/logger helpers) only; jobs, auth and the composition root are for types alone.',
      from: { path: '^src/server/routes/' },
      to: {
        path: `^src/server/(jobs|auth)/|${COMPOSITION_ROOT}`,
        dependencyTypesNot: ['type-only'],
      },
    },
    // ── engine ────────────────────────────────────────────────────────────────────────────
    {
      name: 'engine-not-to-app-layers',
      severity: 'error',
      comment:
        "The engine (Vitrine's own imaging and scenario code) knows no database, services, " +
        'routes, HTTP, jobs, auth, composition root or web code.',
      from: { path: '^src/server/engine/' },
      to: { path: `^src/server/(db|services|routes|http|jobs|auth)/|${COMPOSITION_ROOT}|^src/web/` },
    },
    {
      name: 'engine-providers-types-and-ffmpeg-only',
      severity: 'error',
      comment:
        'The engine imports providers as types only (`import type`), except: the provider ' +
        'interfaces its local renderers implement (image-provider.ts, video-provider.ts, ' +
        'scenario-provider.ts: the interface with its error class and limits) and the ffmpeg ' +
        'binary wrapper (providers/media/ffmpeg.ts). Vendor adapters, HTTP, storage, mail and ' +
        'payments stay out of it.',
      from: { path: '^src/server/engine/' },
      to: {
        path: '^src/server/providers/',
        pathNot:
          '^src/server/providers/(media/ffmpeg|ai/images/image-provider|ai/videos/video-provider|ai/scenarios/scenario-provider|ai/http/provider-error)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    // ── providers ─────────────────────────────────────────────────────────────────────────
    {
      name: 'providers-not-to-app-layers',
      severity: 'error',
      comment:
        'Providers are adapters to outside systems: they know no tables, services, engine, ' +
        'routes, jobs or composition root (a store a provider needs is an interface a service implements).',
      from: { path: '^src/server/providers/' },
      to: { path: `^src/server/(services|engine|routes|db|jobs)/|${COMPOSITION_ROOT}` },
    },
    // ── services ──────────────────────────────────────────────────────────────────────────
    {
      name: 'services-not-to-routes-http',
      severity: 'error',
      comment:
        'Services throw DomainError (services/domain-error.ts), never an HTTP status: they import ' +
        'no routes and no http/ (the HTTP edge imports the services\' error type, not the reverse).',
      from: { path: '^src/server/services/' },
      to: { path: '^src/server/(routes|http)/' },
    },
    // ── shared and web ────────────────────────────────────────────────────────────────────
    {
      name: 'shared-not-to-server-web',
      severity: 'error',
      comment: 'src/shared is imported by both sides and imports neither.',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'web-not-to-server',
      severity: 'error',
      comment: 'The web app reaches the server only through the API (src/web/lib/api-client.ts).',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    // ── everywhere ────────────────────────────────────────────────────────────────────────
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles: split the shared part into a module both sides import.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'Every import resolves (a module that cannot be resolved would pass the layer rules unseen).',
      from: { path: '^src/' },
      // Vite's asset imports (`x.js?url`, `x.svg?raw`) are resolved by Vite, not by Node.
      to: { couldNotResolve: true, pathNot: '\\?(url|raw|inline|worker)$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: TEST_CODE },
    // Keep type-only imports in the graph, marked "type-only", so the rules can see them.
    tsPreCompilationDeps: true,
    // The @shared/* and @web/* paths and the Bundler resolution of tsconfig.json.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
