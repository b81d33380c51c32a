/**
 * The dependency rules of the codebase (ARCHITECTURE.md, "How data flows"): app -> components ->
 * forms, calculators, lib, and never back up. `npm run lint:deps` checks the real tree with it;
 * tests/dependency-rules.test.ts checks that each rule reports a planted violation by its name.
 *
 * Type-only imports count (tsPreCompilationDeps): a type that points the wrong way still makes
 * the lower layer know the upper one, and a type-only cycle still ties two modules together.
 */

/**
 * The file names Next.js reads as routes or route metadata, in any folder under app/ (the rules
 * below pair it with path '^app/'); nothing else belongs in app/.
 */
const ROUTE_FILE =
  '/(?:page|layout|template|default|not-found|forbidden|unauthorized|error|global-error|global-not-found|loading|route|manifest|robots|sitemap|icon|apple-icon|opengraph-image|twitter-image)\\.(?:ts|tsx|js|jsx)$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-components-below',
      comment:
        'lib/, forms/, calculators/ and scripts/ sit below components/ (they are what components render, or the build around them): they never import components/.',
      severity: 'error',
      from: { path: '^(lib|forms|calculators|scripts)/' },
      to: { path: '^components/' },
    },
    {
      name: 'nothing-imports-bench',
      comment:
        'bench/ holds the measurements (npm run bench, lighthouse, observatory): it may use scripts/lib and lib, and nothing of the product (or its build) depends on it.',
      severity: 'error',
      from: { pathNot: '^bench/' },
      to: { path: '^bench/' },
    },
    {
      name: 'lib-without-calculators',
      comment:
        'lib/ (content, links, images) knows nothing of the calculators; the calculator block in components/ joins them. (lib/ does import forms/: the lead-form block schema names the form ids and the submit handler settings content may hold.)',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^calculators/' },
    },
    {
      name: 'engine-without-registry',
      comment:
        'forms/engine is the one runtime every form runs on; the registry (forms/registry.ts, with its FormLoader) picks a form by id, so it knows every form; the engine runs whatever definition it is given and never imports it.',
      severity: 'error',
      from: { path: '^forms/engine/' },
      to: { path: '^forms/registry\\.tsx?$' },
    },
    {
      name: 'calculators-without-react',
      comment: 'calculators/ holds pure functions; their UI lives in components/blocks/calculator.',
      severity: 'error',
      from: { path: '^calculators/' },
      // Resolved (node_modules/react/...) or not (a bare 'react' where no node_modules is found).
      to: { path: '^react(?:-dom)?(?:/|$)|(?:^|/)node_modules/react(?:-dom)?/' },
    },
    {
      name: 'app-routes-only',
      comment:
        'app/ holds Next.js route files only (pages, layouts, not-found, route handlers, metadata routes); components, styles and helpers live elsewhere.',
      severity: 'error',
      // Every such module with fewer than 100 dependents (the most the tool accepts), orphans included...
      module: { path: '^app/', pathNot: ROUTE_FILE, numberOfDependentsLessThan: 100 },
      from: {},
    },
    {
      name: 'app-routes-only',
      comment: '...and every import of such a module, however many there are.',
      severity: 'error',
      from: {},
      to: { path: '^app/', pathNot: ROUTE_FILE },
    },
    {
      name: 'relay-on-forms-and-lib',
      comment:
        'The lead relay (relay/) runs the forms\' own schemas and payload builders and reads content through lib/: it imports forms/ and lib/ only, never components/, app/, calculators/ or scripts/.',
      severity: 'error',
      from: { path: '^relay/' },
      to: { path: '^(app|components|calculators|scripts)/' },
    },
    {
      name: 'relay-used-by-scripts-and-tests',
      comment: 'The relay is a server of its own: only scripts/ (npm start, the leads command), bench/ (npm run bench:relay) and tests/ import it.',
      severity: 'error',
      from: { path: '^(app|components|forms|calculators|lib)/' },
      to: { path: '^relay/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycle, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Files of other kinds are scanned too, so a stylesheet or an image left in app/ is seen.
    extraExtensionsToScan: ['.scss', '.css', '.json', '.svg', '.png', '.ico', '.md'],
    exclude: { path: '(^|/)(\\.next|out)/' },
    doNotFollow: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
