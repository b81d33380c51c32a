// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validateBrands } from '../../lib/content';
import { compileBuildId } from '../../scripts/lib/build-id';
import {
  addArticles,
  bareAppFiles,
  copyProject,
  type ExportSettings,
  formatScaleTable,
  generatedArticle,
  generatedArticleFile,
  headerFigures,
  msPerPage,
  newFileMicroseconds,
  parseScaleArgs,
  TEMPLATE_ARTICLES,
} from './bench-scale';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-test-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('parseScaleArgs', () => {
  it('reads --scale N and the brand, AXB unless named', () => {
    expect(parseScaleArgs([])).toBeUndefined();
    expect(parseScaleArgs(['--scale', '1000'])).toEqual({ scale: 1000, brand: 'AXB' });
    expect(() => parseScaleArgs(['--scale'])).toThrow("Option '--scale <value>' argument missing. Usage: [BRAND=<code>] npm run bench");
    expect(() => parseScaleArgs(['--scael', '5'])).toThrow("Unknown option '--scael'. Usage: [BRAND=<code>] npm run bench");
    expect(parseScaleArgs(['--scale', '50', '--brand', 'lvf'])).toEqual({ scale: 50, brand: 'LVF' });
    expect(parseScaleArgs(['--scale', '50'], { BRAND: 'AXC' })).toEqual({ scale: 50, brand: 'AXC' });
    expect(() => parseScaleArgs(['--scale', 'many'])).toThrow('--scale needs a whole number of articles to add, 1 or more (got "many")');
  });
});

describe('generated articles', () => {
  const template = {
    title: 'How to forecast',
    description: 'A forecast.',
    article: { title: 'How to forecast', description: 'A forecast.', category: 'Cash Management' },
    blocks: [
      { type: 'headline', id: 'article-title', headline: 'How to forecast' },
      { type: 'richText', id: 'article-body', markdown: '## Why' },
    ],
  };

  it('copy the template under a title of their own, page, card and headline alike', () => {
    const copy = generatedArticle(template, 7);
    expect(copy.title).toBe('How to forecast (7)');
    expect(copy.article).toEqual({ title: 'How to forecast (7)', description: 'A forecast.', category: 'Cash Management' });
    expect(copy.blocks).toEqual([
      { type: 'headline', id: 'article-title', headline: 'How to forecast (7)' },
      { type: 'richText', id: 'article-body', markdown: '## Why' },
    ]);
  });

  it('are named beside the template, numbered so they sort', () => {
    expect(generatedArticleFile('content/AXB/pages/a/b.json', 7, 1000)).toBe('content/AXB/pages/a/bench-article-0007.json');
    expect(generatedArticleFile('content/AXB/pages/a/b.json', 7, 12000)).toBe('content/AXB/pages/a/bench-article-00007.json');
  });

  it('are pages the content check accepts, each with a route of its own', () => {
    fs.cpSync(path.join(ROOT, 'content'), path.join(dir, 'content'), { recursive: true });
    fs.cpSync(path.join(ROOT, 'public'), path.join(dir, 'public'), { recursive: true });
    const template = TEMPLATE_ARTICLES.AXB ?? '';
    const files = addArticles(dir, template, 3);

    expect(files).toEqual([1, 2, 3].map((index) => generatedArticleFile(template, index, 3)));
    expect(validateBrands(['AXB'], { root: dir, env: {} })).toEqual([]);
    const added = JSON.parse(fs.readFileSync(path.join(dir, files[2] ?? ''), 'utf8')) as ReturnType<typeof generatedArticle>;
    expect(added.article.title).toMatch(/ \(3\)$/);
  });
});

describe('figures', () => {
  it("count a _headers file's rules and its longest line", () => {
    const text = [
      '# A comment line that is long but no rule, long but no rule, long but no rule, long but no rule',
      '/*',
      '  X-Frame-Options: DENY',
      '',
      '/personal/',
      "  Content-Security-Policy: default-src 'none'",
      '',
    ].join('\n');
    expect(headerFigures(text)).toEqual({ rules: 2, longestLine: 95 });
  });

  it('show ms a page, wall and CPU, beside each build', () => {
    expect(msPerPage({ pages: 1077, seconds: 59.235 })).toBeCloseTo(55, 0);
    const table = formatScaleTable([
      { label: 'AXB today', pages: 77, seconds: 30.8, generate: 20.1, postExport: 8.2, cpu: 46.2, rules: 79, longestLine: 2629, newFile: 23.4 },
      { label: 'AXB +1000 articles', pages: 1077, seconds: 59.2, generate: 40.4, postExport: 16.3, cpu: 107.7, rules: 1079, longestLine: 2629 },
    ]).split('\n');
    expect(table[0]).toMatch(/^build +pages +seconds +ms a page +pages s +policies\+compression s +CPU s +CPU ms a page +_headers rules +longest line +µs a new file$/);
    expect(table[1]?.split(/ {2,}/)).toEqual(['AXB today', '77', '30.8', '400.0', '20.1', '8.2', '46.2', '600.0', '79', '2629', '23']);
    expect(table[2]?.split(/ {2,}/)).toEqual(['AXB +1000 articles', '1077', '59.2', '55.0', '40.4', '16.3', '107.7', '100.0', '1079', '2629', '-']);
  });

  it('show a dash for the bare app, which has no _headers', () => {
    const table = formatScaleTable([{ label: 'bare Next app', pages: 1003, seconds: 15.045, generate: 15.045, postExport: 0, cpu: 27.08 }]).split('\n');
    expect(table[1]?.split(/ {2,}/)).toEqual(['bare Next app', '1003', '15.0', '15.0', '15.0', '0.0', '27.1', '27.0', '-', '-', '-']);
  });
});

describe('newFileMicroseconds', () => {
  it('creates the empty files in a folder of their own, keeps them, and gives a cost a file', () => {
    const micros = newFileMicroseconds(dir, 50);
    const [folder, ...others] = fs.readdirSync(dir);
    expect(others).toEqual([]);
    expect(folder).toMatch(/^\.new-files-/);
    expect(fs.readdirSync(path.join(dir, folder ?? '')).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 50 }, (_, n) => String(n)));
    expect(micros).toBeGreaterThan(0);
  });

  it("leaves the build id as it was: a rebuild still finds the pages it compressed before", () => {
    fs.writeFileSync(path.join(dir, 'page.tsx'), 'export default function Page() { return null; }');
    const before = compileBuildId(dir, {});
    newFileMicroseconds(dir, 5);
    expect(compileBuildId(dir, {})).toBe(before);
  });
});

describe("the bare Next app (Next's floor)", () => {
  const settings: ExportSettings = { output: 'export', trailingSlash: true, images: { unoptimized: true }, enablePrerenderSourceMaps: false, experimental: { cpus: 2, prefetchInlining: false } };

  it("exports under the project's own settings, with nothing of the project's build around it", () => {
    const project: ExportSettings & { distDir: string; reactStrictMode: boolean } = { ...settings, distDir: 'out/AXB', reactStrictMode: true };
    const files = bareAppFiles(1000, project);
    const config: unknown = JSON.parse(/^export default (.*);\n$/s.exec(files['next.config.mjs'] ?? '')?.[1] ?? 'null');
    expect(config).toEqual({ ...settings, experimental: { ...settings.experimental, turbopackFileSystemCacheForBuild: false } });
  });

  it('has one page per static param, each a heading and a line, and no TypeScript', () => {
    const files = bareAppFiles(3, settings);
    expect(Object.keys(files).sort()).toEqual(['app/a/[slug]/page.jsx', 'app/layout.jsx', 'next.config.mjs', 'package.json']);
    const page = files['app/a/[slug]/page.jsx'] ?? '';
    expect(page).toContain('Array.from({ length: 3 }');
    expect(page).toContain('<h1>Page {slug}</h1>');
    expect(page).toContain('dynamicParams = false');
  });
});

describe('copyProject', () => {
  it('copies the sources, hard-links node_modules and leaves build output behind', () => {
    const project = path.join(dir, 'project');
    const write = (file: string, body: string) => {
      fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
      fs.writeFileSync(path.join(project, file), body);
    };
    write('package.json', '{}');
    write('app/page.tsx', 'page');
    write('node_modules/next/package.json', '{"name":"next"}');
    fs.mkdirSync(path.join(project, 'node_modules', '.bin'));
    fs.symlinkSync('../next/package.json', path.join(project, 'node_modules', '.bin', 'next'));
    write('.next/BUILD_ID', 'x');
    write('out/AXB/index.html', 'x');
    write('.cache/precompressed/ab/abc.br', 'x');

    const copy = path.join(dir, 'copy');
    copyProject(project, copy);

    expect(fs.readFileSync(path.join(copy, 'app/page.tsx'), 'utf8')).toBe('page');
    expect(fs.statSync(path.join(copy, 'app/page.tsx')).ino).not.toBe(fs.statSync(path.join(project, 'app/page.tsx')).ino);
    expect(fs.statSync(path.join(copy, 'node_modules/next/package.json')).ino).toBe(fs.statSync(path.join(project, 'node_modules/next/package.json')).ino);
    expect(fs.readlinkSync(path.join(copy, 'node_modules/.bin/next'))).toBe('../next/package.json');
    expect(fs.readdirSync(copy).sort()).toEqual(['app', 'node_modules', 'package.json']);
  });
});
