// @vitest-environment node
/**
 * The dependency rules of .dependency-cruiser.cjs (`npm run lint:deps`, part of `npm test`) bite: a
 * small tree planted in a temporary folder breaks each rule, and dependency-cruiser reports each
 * break under the rule's name; the real tree breaks none.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const ROOT = path.resolve(import.meta.dirname, '..');
const CONFIG = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs')) as IConfiguration;
/** The folders `npm run lint:deps` cruises. */
const LAYERS = ['app', 'components', 'forms', 'calculators', 'lib', 'scripts', 'bench', 'tests'];

/** Cruises `dirs` of the tree at `baseDir` with the project's rules, resolving @/ through its tsconfig.json. */
async function violations(baseDir: string, dirs: string[]): Promise<string[]> {
  const tsConfig = path.join(baseDir, 'tsconfig.json');
  const { output } = await cruise(
    dirs,
    { ...CONFIG.options, baseDir, tsConfig: { fileName: tsConfig }, ruleSet: { forbidden: CONFIG.forbidden }, validate: true },
    undefined,
    { tsConfig: extractTSConfig(tsConfig) },
  );
  const { summary } = output as ICruiseResult;
  // "rule from to", and for a cycle the modules it goes through. A package is named from its
  // node_modules folder on, wherever the planted tree's link to node_modules leads.
  const named = (file: string) => file.replace(/^.*?\bnode_modules\//, 'node_modules/');
  return summary.violations.map((v) =>
    [v.rule.name, v.from, v.to === v.from ? '' : named(v.to), ...(v.cycle ?? []).map((step) => step.name)].filter(Boolean).join(' '),
  );
}

/** A tree that breaks every rule once, plus files that break none. */
const PLANTED: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./*'] } } }),
  // Allowed: a route importing a component, a component importing lib.
  'app/page.tsx': "import { Card } from '@/components/Card';\nexport default function Page() { return Card; }\n",
  'components/Card.tsx': "import { label } from '@/lib/label';\nexport const Card = label;\n",
  'lib/label.ts': "export const label = 'card';\n",
  'tests/card.test.ts': "import { Card } from '@/components/Card';\nexport const tested = Card;\n",
  // no-components-below: lib/, forms/, calculators/ and scripts/ each import a component (type-only in forms/).
  'lib/bad-lib.ts': "import { Card } from '@/components/Card';\nexport const x = Card;\n",
  'forms/bad-form.ts': "import type { Card } from '../components/Card';\nexport type X = typeof Card;\n",
  'calculators/bad-calc.ts': "import { Card } from '@/components/Card';\nexport const y = Card;\n",
  'scripts/bad-script.ts': "import { Card } from '@/components/Card';\nexport const z = Card;\n",
  // nothing-imports-bench: the build reaching for a measurement; bench/ itself may use scripts/lib and lib.
  'bench/figures.ts': "import { label } from '../lib/label';\nexport const figures = label;\n",
  'scripts/bad-build.ts': "import { figures } from '../bench/figures';\nexport const f = figures;\n",
  // lib-without-calculators
  'calculators/rate.ts': 'export const rate = 0.05;\n',
  'lib/uses-rate.ts': "import { rate } from '../calculators/rate';\nexport const r = rate;\n",
  // engine-without-registry: the engine reaching for the registry (type-only counts too).
  'forms/registry.ts': "export const REGISTRY = { general: 'general' };\n",
  'forms/engine/Loader.ts': "import type { REGISTRY } from '../registry';\nexport type Loader = keyof typeof REGISTRY;\n",
  // calculators-without-react
  'calculators/with-react.ts': "import { useState } from 'react';\nexport const use = useState;\n",
  // app-routes-only: a stylesheet a route imports, and a helper nobody imports.
  'app/not-found.tsx': "import styles from './not-found.module.scss';\nexport default function NotFound() { return styles; }\n",
  'app/not-found.module.scss': '.section { margin: 0; }\n',
  'app/helpers.ts': 'export const helper = 1;\n',
  // no-circular, type-only both ways
  'lib/a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
  'lib/b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
};

let planted: string;

beforeAll(() => {
  planted = fs.mkdtempSync(path.join(os.tmpdir(), 'dependency-rules-'));
  for (const [file, text] of Object.entries(PLANTED)) {
    fs.mkdirSync(path.dirname(path.join(planted, file)), { recursive: true });
    fs.writeFileSync(path.join(planted, file), text);
  }
  // react resolves as in the project, so the rule is tested against the path the real tree produces.
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(planted, 'node_modules'), 'dir');
});

afterAll(() => {
  fs.rmSync(planted, { recursive: true, force: true });
});

describe('the dependency rules', () => {
  it('report each planted violation by the rule it breaks, and nothing else', async () => {
    const found = await violations(planted, LAYERS);
    expect(found.sort()).toEqual(
      [
        'no-components-below lib/bad-lib.ts components/Card.tsx',
        'no-components-below forms/bad-form.ts components/Card.tsx',
        'no-components-below calculators/bad-calc.ts components/Card.tsx',
        'no-components-below scripts/bad-script.ts components/Card.tsx',
        'nothing-imports-bench scripts/bad-build.ts bench/figures.ts',
        'lib-without-calculators lib/uses-rate.ts calculators/rate.ts',
        'engine-without-registry forms/engine/Loader.ts forms/registry.ts',
        'calculators-without-react calculators/with-react.ts node_modules/react/index.js',
        'app-routes-only app/not-found.tsx app/not-found.module.scss',
        'app-routes-only app/not-found.module.scss',
        'app-routes-only app/helpers.ts',
        'no-circular lib/a.ts lib/b.ts lib/b.ts lib/a.ts',
      ].sort(),
    );
  });

  it('find no violation in the real tree', async () => {
    expect(await violations(ROOT, LAYERS)).toEqual([]);
  }, 60_000);
});
