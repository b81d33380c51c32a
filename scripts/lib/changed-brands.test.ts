// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BRAND_CODES } from '../../lib/brands';
import { brandsChangedBy } from './changed-brands';

describe('brandsChangedBy', () => {
  it.each([
    { paths: ['content/AXB/pages/index.json'], brands: ['AXB'] },
    { paths: ['content/LVF/site.json', 'content/AXB/pages/personal/checking.json'], brands: ['AXB', 'LVF'] },
    { paths: ['content/GBLVF/pages/boats/index.json', 'docs/deploying.md'], brands: ['GBLVF'] },
    { paths: ['README.md', 'forms/README.md', 'docs/deploying.md'], brands: [] },
    { paths: ['tests/e2e/editor.spec.ts', 'lib/links/index.test.ts', 'components/Hero.test.tsx'], brands: [] },
    { paths: ['.github/workflows/site.yml', '.ci/run'], brands: [] },
    // Markdown in a brand's folder is judged by the folder, not by its type.
    { paths: ['content/AFS/notes.md'], brands: ['AFS'] },
    { paths: [], brands: [] },
  ])('counts $paths as changing $brands', ({ paths, brands }) => {
    expect(brandsChangedBy(paths)).toEqual(brands);
  });

  it.each([
    'content/shared/link-groups.json',
    'content/images/harbour.jpg',
    'content/schema/page.schema.json',
    'public/logos/axb.svg',
    'components/chrome/Footer.tsx',
    'lib/content/load.ts',
    'scripts/lib/post-export.ts',
    'package-lock.json',
    'next.config.ts',
    // A folder that is not (yet) a brand's: adding a brand changes lib/brands.ts too, and every brand is safe.
    'content/NEW/site.json',
  ])('counts %s as changing every brand', (file) => {
    expect(brandsChangedBy(['content/AXC/pages/index.json', file])).toEqual([...BRAND_CODES]);
  });
});

describe('scripts/changed-brands.ts', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const script = path.join(root, 'scripts/changed-brands.ts');
  let repo: string;

  const git = (...args: string[]) => {
    const result = spawnSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: repo, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
    return result.stdout.trim();
  };
  const commitFile = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text);
    git('add', '.');
    git('commit', '-q', '-m', `change ${file}`);
    return git('rev-parse', 'HEAD');
  };
  // tsx by its path: the script runs in the test's repository, where `--import tsx` would not resolve.
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const run = (...args: string[]) => spawnSync(tsx, [script, ...args], { cwd: repo, encoding: 'utf8' });

  beforeAll(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'changed-brands-'));
    git('init', '-q', '-b', 'main');
  });
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  it('prints the brands a branch changes since it left main, not what main gained meanwhile', () => {
    const start = commitFile('content/AXB/pages/index.json', '{}\n');
    git('checkout', '-q', '-b', 'cms/pages/lvf-home');
    commitFile('content/LVF/pages/index.json', '{}\n');
    const head = commitFile('README.md', 'notes\n');
    git('checkout', '-q', 'main');
    const main = commitFile('content/shared/footer.json', '{}\n');

    const result = run(main, head);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual(['LVF']);
    expect(JSON.parse(run(start, main).stdout)).toEqual([...BRAND_CODES]);
  });

  it('says how to call it, and names a commit git does not know, in one line each', () => {
    const usage = run('main');
    expect(usage.status).toBe(2);
    expect(usage.stderr.trim()).toBe('Usage: npx tsx scripts/changed-brands.ts <base commit> <head commit>');

    const unknown = run('main', 'no-such-commit');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr.trim()).toMatch(/^changed-brands: git diff main\.\.\.no-such-commit failed: fatal: .*no-such-commit/);
    expect(unknown.stderr.trim().split('\n')).toHaveLength(1);
  });
});
