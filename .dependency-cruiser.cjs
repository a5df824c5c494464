/**
 * The layers, checked by `npm test` (npm run lint:layers): i18n ← domain ← providers ← resources ←
 * custom (areas) ← app; the mock beside the app, on domain (where the areas' contracts are), i18n and
 * the resource definitions, never on src/custom; no import cycles; no area (console or mock)
 * importing another. Type-only imports
 * count too: a type import that runs back up is still a layer leak.
 * .dependency-cruiser-known-violations.json (depcruise --ignore-known) lists violations accepted
 * while being removed; it is empty: any violation fails the suite.
 */
const SRC_LAYERS = ['i18n', 'domain', 'providers', 'resources', 'custom'];
/** src/<layer> may import these layers (its own and the ones below). */
const below = (layer) => SRC_LAYERS.slice(0, SRC_LAYERS.indexOf(layer) + 1);
const layerRule = (layer) => ({
  name: `layer-${layer}`,
  comment: `src/${layer} imports only ${below(layer).join(', ')} (layers point down)`,
  severity: 'error',
  from: { path: `^src/${layer}/` },
  to: { path: '^src/', pathNot: [`^src/(${below(layer).join('|')})/`] },
});

/** Shared folders under src/custom that every area may use; every other folder there is an area. */
const SHARED_CUSTOM = ['terminal', 'areas', 'layout', 'shell', 'access', 'account', 'notifications', 'dialogs'];

module.exports = {
  forbidden: [
    ...SRC_LAYERS.map(layerRule),
    {
      name: 'app-is-top',
      comment: 'nothing in src imports the app (App.tsx, main.tsx, boot/)',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/(App|main)\\.tsx$', '^src/boot/'] },
      to: { path: ['^src/(App|main)\\.tsx$', '^src/boot/'] },
    },
    {
      name: 'mock-beside-app',
      comment:
        "the mock uses domain (the areas' and kinds' contracts among it), i18n and the resource definitions, never the console's areas, providers, screens or app",
      severity: 'error',
      from: { path: '^mock-server/' },
      to: { path: '^src/', pathNot: ['^src/(domain|i18n|resources)/'] },
    },
    {
      name: 'core-names-no-kind',
      comment:
        'the terminal core (mock-server/terminalModel) knows no kind, terminal module, area or route: they build on it, never the reverse',
      severity: 'error',
      from: { path: '^mock-server/terminalModel/' },
      to: { path: '^mock-server/(kinds|modules|areas|routes)/' },
    },
    {
      name: 'mock-areas-apart',
      comment:
        'a mock area never imports another mock area (what two share belongs to a kind, a terminal module or the core)',
      severity: 'error',
      from: { path: '^mock-server/areas/([^/]+)/' },
      to: { path: '^mock-server/areas/([^/]+)/', pathNot: ['^mock-server/areas/$1/'] },
    },
    {
      name: 'areas-apart',
      comment:
        'an operational area never imports another area (what two areas share goes below them, e.g. src/custom/terminal)',
      severity: 'error',
      from: { path: '^src/custom/([^/]+)/', pathNot: [`^src/custom/(${SHARED_CUSTOM.join('|')})/`] },
      to: { path: '^src/custom/([^/]+)/', pathNot: ['^src/custom/$1/', `^src/custom/(${SHARED_CUSTOM.join('|')})/`] },
    },
    {
      name: 'no-circular',
      comment: 'no import cycles (type-only ones included)',
      severity: 'error',
      from: { path: '^(src|mock-server)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.d\\.ts$'] },
    // TypeScript 7 has no JS compiler API: swc parses the sources (type-only imports included).
    parser: 'swc',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    cache: false,
  },
};
