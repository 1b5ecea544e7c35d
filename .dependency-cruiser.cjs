// Module boundaries (issue 12): modules and features talk only through their front doors, and
// nothing depends on itself in a circle. Runs in `npm test` (npm run lint:boundaries); a fixture in
// scripts/fixtures/boundaries shows each rule failing (scripts/boundaries.test.ts).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'api-module-internals',
      comment: "A module uses another module only through that module's index.ts.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'api-outside-module-internals',
      comment: 'app.ts, server.ts, jobs, lib, db and providers use a module only through its index.ts.',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: '^apps/api/src/modules/' },
      to: { path: '^apps/api/src/modules/[^/]+/', pathNot: '^apps/api/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'api-lib-imports-no-module',
      comment: 'lib/ is shared plumbing: it knows no feature module.',
      severity: 'error',
      from: { path: '^apps/api/src/lib/' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'web-feature-imports-no-feature',
      comment: 'A web feature imports nothing from another feature; shared code lives in lib or components.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-imports-no-feature',
      comment: 'lib and components are shared by features, so they import none.',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'no-circular',
      comment: 'No file depends on itself through others.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^(apps|packages)/',
    exclude: { path: '(^|/)(node_modules|dist|data|test-results|playwright-report)/' },
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count too: a boundary is about what a file knows, not what it runs.
    tsPreCompilationDeps: true,
    // The web app's tsconfig (with a baseUrl), so its `@/` imports resolve; from the working directory,
    // so the boundaries fixture brings its own.
    tsConfig: { fileName: require('node:path').resolve('tsconfig.dependency-cruiser.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
