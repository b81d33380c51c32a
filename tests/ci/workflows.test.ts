// @vitest-environment node
/**
 * The GitHub Actions workflows (.github/workflows, docs/deploying.md) cannot run here: there is no GitHub
 * and no Cloudflare. So they are checked as GitHub reads them (GitHub's own parser and workflow schema,
 * scripts/check-workflows.ts), for what a schema cannot know (the npm scripts and files they call exist,
 * the brand matrices are lib/brands.ts's brands, each brand's job builds and keeps its own export), and
 * their shell and script steps are run here with wrangler and GitHub's API played by the test.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { BRAND_CODES } from '../../lib/brands';

const root = path.resolve(import.meta.dirname, '../..');
const workflowDir = path.join(root, '.github', 'workflows');

type Step = { name?: string; id?: string; uses?: string; run?: string; shell?: string; with?: Record<string, unknown>; env?: Record<string, string> };
type Job = {
  if?: string;
  uses?: string;
  with?: Record<string, unknown>;
  permissions?: Record<string, string>;
  container?: { image: string };
  environment?: { name: string; url: string };
  strategy?: { matrix?: Record<string, unknown> };
  steps?: Step[];
};
type Workflow = { permissions?: Record<string, string>; jobs: Record<string, Job> };

const files = fs
  .readdirSync(workflowDir)
  .filter((file) => /\.ya?ml$/.test(file))
  .sort();
const texts = Object.fromEntries(files.map((file) => [file, fs.readFileSync(path.join(workflowDir, file), 'utf8')]));
const workflows: Record<string, Workflow> = Object.fromEntries(files.map((file) => [file, parse(texts[file] ?? '') as Workflow]));
const jobs = Object.entries(workflows).flatMap(([file, workflow]) => Object.entries(workflow.jobs).map(([id, job]) => ({ file, id, job })));
const steps = jobs.flatMap(({ file, id, job }) => (job.steps ?? []).map((step) => ({ file, job: id, step })));

function workflow(file: string): Workflow {
  const found = workflows[file];
  if (found === undefined) throw new Error(`.github/workflows/${file} is missing`);
  return found;
}
function job(file: string, id: string): Job {
  const found = workflow(file).jobs[id];
  if (found === undefined) throw new Error(`.github/workflows/${file} has no job ${id}`);
  return found;
}
function step(file: string, jobId: string, matches: (step: Step) => boolean): Step {
  const found = job(file, jobId).steps?.find(matches);
  if (found === undefined) throw new Error(`.github/workflows/${file}, job ${jobId}: no such step`);
  return found;
}
/** A value of the workflow with the one expression given filled in, as GitHub would. */
const fill = (value: unknown, expression: string, by: string) => String(value).replaceAll(`\${{ ${expression} }}`, by);

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const checkWorkflows = (projectRoot: string) =>
  spawnSync(tsx, [path.join(root, 'scripts', 'check-workflows.ts'), projectRoot], { cwd: root, encoding: 'utf8' });

describe('the workflows, as GitHub reads them', () => {
  it("pass GitHub's own workflow parser and schema, with the workflow they call", () => {
    const result = checkWorkflows(root);
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('Workflows OK: .github/workflows/pages.yml, .github/workflows/site.yml.');
    expect(result.status).toBe(0);
  });

  it('name a planted mistake by file, line and problem', () => {
    const planted = fs.mkdtempSync(path.join(os.tmpdir(), 'workflows-'));
    try {
      fs.cpSync(path.join(root, '.github'), path.join(planted, '.github'), { recursive: true });
      const site = path.join(planted, '.github', 'workflows', 'site.yml');
      const text = fs.readFileSync(site, 'utf8');
      const misspelt = text.replace('    timeout-minutes: 30\n', '    timeout-minute: 30\n');
      // The preview job hands pages.yml an input it does not declare.
      const wrongInput = misspelt.replace(
        '      brand: ${{ matrix.brand }}\n      branch: ${{ github.head_ref }}',
        '      brands: ${{ matrix.brand }}\n      branch: ${{ github.head_ref }}',
      );
      // A job's `if` is judged before its matrix exists.
      const matrixInIf = wrongInput.replace("    if: github.event_name == 'push'\n", "    if: matrix.brand != 'GBLVF'\n");
      expect(matrixInIf).not.toBe(wrongInput);
      expect(wrongInput).not.toBe(misspelt);
      expect(misspelt).not.toBe(text);
      fs.writeFileSync(site, matrixInIf);

      const result = checkWorkflows(planted);
      expect(result.status).toBe(1);
      const problems = result.stderr.trim().split('\n');
      expect(problems).toContainEqual(expect.stringMatching(/^\.github\/workflows\/site\.yml \(Line: \d+, Col: \d+\): Unexpected value 'timeout-minute'$/));
      expect(problems).toContainEqual(
        expect.stringMatching(/^\.github\/workflows\/site\.yml \(Line: \d+, Col: \d+\): Invalid input, brands is not defined in the referenced workflow\.$/),
      );
      expect(problems).toContainEqual(
        expect.stringMatching(/^\.github\/workflows\/site\.yml \(Line: \d+, Col: \d+\): Input brand is required, but not provided while calling\.$/),
      );
      expect(problems).toContainEqual(expect.stringMatching(/^\.github\/workflows\/site\.yml \(Line: \d+, Col: \d+\): Unrecognized named-value: 'matrix'/));
      expect(result.stdout).toBe('');
    } finally {
      fs.rmSync(planted, { recursive: true, force: true });
    }
  });
});

describe('what the workflows call', () => {
  const scripts: Record<string, string> = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const shellSteps = steps.filter(({ step }) => step.run !== undefined && step.shell !== 'node {0}');

  it('is an npm script of package.json for every `npm run X` and `npm test`', () => {
    const called = shellSteps.flatMap(({ step }) => [...(step.run ?? '').matchAll(/\bnpm (?:run ([\w:-]+)|(test)\b)/g)].map((match) => match[1] ?? match[2]));
    expect(new Set(called)).toEqual(new Set(['check:content', 'build']));
    for (const script of called) expect(scripts, `npm run ${script}`).toHaveProperty([script ?? '']);
    // The suite's job runs .ci/run, which runs npm ci and npm test.
    expect(fs.readFileSync(path.join(root, '.ci', 'run'), 'utf8')).toMatch(/^npm test$/m);
    expect(scripts).toHaveProperty('test');
  });

  it('is a file of the repository for every script or workflow named by path', () => {
    const named = [
      ...shellSteps.flatMap(({ step }) => [...(step.run ?? '').matchAll(/(?:npx tsx|bash) ((?:scripts|\.ci)\/[\w./-]+)/g)].map((match) => match[1] ?? '')),
      ...jobs.flatMap(({ job }) => (job.uses?.startsWith('./') ? [job.uses] : [])),
    ];
    expect(named.sort()).toEqual(['./.github/workflows/pages.yml', './.github/workflows/pages.yml', '.ci/run', 'scripts/changed-brands.ts']);
    for (const file of named) expect(fs.existsSync(path.join(root, file)), file).toBe(true);
  });
});

describe('the brands', () => {
  it('builds each brand of lib/brands.ts in a job of its own, into out/<CODE>, kept as the artifact that publishing downloads', () => {
    const build = job('site.yml', 'build');
    expect(build.strategy?.matrix?.brand).toEqual([...BRAND_CODES]);
    const buildStep = step('site.yml', 'build', (candidate) => candidate.run === 'npm run build');
    const upload = step('site.yml', 'build', (candidate) => candidate.uses?.startsWith('actions/upload-artifact@') === true);
    const download = step('pages.yml', 'publish', (candidate) => candidate.uses?.startsWith('actions/download-artifact@') === true);
    const deploy = step('pages.yml', 'publish', (candidate) => candidate.name === 'Deploy with wrangler');
    for (const brand of BRAND_CODES) {
      expect(fill(buildStep.env?.BRAND, 'matrix.brand', brand)).toBe(brand);
      expect(fill(upload.with?.path, 'matrix.brand', brand)).toBe(`out/${brand}/`);
      expect(fill(upload.with?.name, 'matrix.brand', brand)).toBe(fill(download.with?.name, 'inputs.brand', brand));
    }
    // The folder the artifact lands in is the one wrangler publishes (its root holds _headers).
    expect(deploy.run).toContain(`pages deploy ${String(download.with?.path)} `);
    // public/.well-known/ ships in an export, and upload-artifact leaves out dot folders unless told.
    expect(upload.with?.['include-hidden-files']).toBe(true);
  });

  it('previews the brands a pull request changes, and deploys every brand of lib/brands.ts on a push to main', () => {
    const preview = job('site.yml', 'preview');
    expect(preview.uses).toBe('./.github/workflows/pages.yml');
    expect(preview.strategy?.matrix?.brand).toBe('${{ fromJSON(needs.check.outputs.brands) }}');
    expect(preview.with).toEqual({ brand: '${{ matrix.brand }}', branch: '${{ github.head_ref }}', environment: 'preview' });
    expect(step('site.yml', 'check', (candidate) => candidate.id === 'changed').run).toContain('npx tsx scripts/changed-brands.ts "$BASE" "$HEAD"');

    const deploy = job('site.yml', 'deploy');
    expect(deploy.if).toBe("github.event_name == 'push'");
    expect(deploy.uses).toBe('./.github/workflows/pages.yml');
    expect(deploy.strategy?.matrix?.brand).toEqual([...BRAND_CODES]);
    expect(deploy.with).toEqual({ brand: '${{ matrix.brand }}', branch: '${{ github.ref_name }}', environment: 'production' });
  });
});

describe('what the workflows may do', () => {
  it('pins every action to a commit, its version beside it, and wrangler to a version', () => {
    const actions = steps.flatMap(({ step }) => (step.uses === undefined ? [] : [step.uses]));
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) expect(action).toMatch(/^[\w-]+\/[\w-]+@[0-9a-f]{40}$/);
    const usesLines = Object.values(texts).flatMap((text) => text.split('\n').filter((line) => /^\s+(- )?uses: [\w-]+\//.test(line)));
    for (const line of usesLines) expect(line).toMatch(/@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
    const wrangler = Object.values(texts).flatMap((text) => [...text.matchAll(/wrangler@(\S+)/g)].map((match) => match[1]));
    expect(wrangler).toEqual(['4.164.0']);
  });

  it('asks for no permission but reading, except to write the preview addresses on the pull request', () => {
    for (const file of files) expect(workflow(file).permissions, file).toBeDefined();
    const granted = [
      ...Object.entries(workflows).flatMap(([file, each]) => Object.entries(each.permissions ?? {}).map(([scope, level]) => `${file}: ${scope}: ${level}`)),
      ...jobs.flatMap(({ file, id, job: each }) => Object.entries(each.permissions ?? {}).map(([scope, level]) => `${file} ${id}: ${scope}: ${level}`)),
    ];
    expect(granted.sort()).toEqual(['site.yml comment: pull-requests: write', 'site.yml comment: statuses: write', 'site.yml: contents: read']);
  });

  it('runs Node 22, which wrangler needs, wherever it sets Node up', () => {
    const versions = steps.flatMap(({ step }) =>
      step.uses?.startsWith('actions/setup-node@') && step.with?.['node-version'] !== undefined ? [step.with['node-version']] : [],
    );
    expect(versions).toEqual([22, 22, 22]);
    expect(job('site.yml', 'test').container?.image).toMatch(/^node:22-/);
  });
});

describe("a brand's deployment, with wrangler played by the test", () => {
  const publish = job('pages.yml', 'publish');
  const stepNamed = (name: string) => step('pages.yml', 'publish', (candidate) => candidate.name === name);
  let dir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
    // A wrangler that records its arguments and reports a deployment as wrangler does (one JSON a line).
    fs.mkdirSync(path.join(dir, 'bin'));
    fs.writeFileSync(
      path.join(dir, 'bin', 'npx'),
      [
        '#!/usr/bin/env bash',
        'printf "%s\\n" "$@" > "$RUNNER_TEMP/npx-arguments"',
        `echo '{"type":"wrangler-session","version":1}' >> "$WRANGLER_OUTPUT_FILE_PATH"`,
        `echo '{"type":"pages-deploy","version":1,"url":"https://4f2a9c1e.bank-group-sites-axb.pages.dev"}' >> "$WRANGLER_OUTPUT_FILE_PATH"`,
        `echo '{"type":"pages-deploy-detailed","version":1,"url":"https://4f2a9c1e.bank-group-sites-axb.pages.dev","alias":"https://cms-pages-home.bank-group-sites-axb.pages.dev","environment":"preview"}' >> "$WRANGLER_OUTPUT_FILE_PATH"`,
      ].join('\n'),
      { mode: 0o755 },
    );
    for (const file of ['GITHUB_ENV', 'GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY']) fs.writeFileSync(path.join(dir, file), '');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** A runner's environment of its own, not the test's (whose GITHUB_* would leak in on a real runner). */
  const environment = (extra: Record<string, string>): NodeJS.ProcessEnv => ({
    NODE_ENV: 'test',
    PATH: `${path.join(dir, 'bin')}:${process.env.PATH ?? ''}`,
    HOME: dir,
    RUNNER_TEMP: dir,
    GITHUB_REPOSITORY: 'axos/bank-group-sites',
    GITHUB_ENV: path.join(dir, 'GITHUB_ENV'),
    GITHUB_OUTPUT: path.join(dir, 'GITHUB_OUTPUT'),
    GITHUB_STEP_SUMMARY: path.join(dir, 'GITHUB_STEP_SUMMARY'),
    WRANGLER_OUTPUT_FILE_PATH: path.join(dir, 'wrangler-output.ndjson'),
    ...extra,
  });
  const runBash = (name: string, extra: Record<string, string>) =>
    spawnSync('bash', ['-e', '-c', stepNamed(name).run ?? ''], { cwd: dir, env: environment(extra), encoding: 'utf8' });
  const runNode = (name: string, extra: Record<string, string>) => {
    expect(stepNamed(name).shell).toBe('node {0}');
    const script = path.join(dir, 'step.cjs');
    fs.writeFileSync(script, stepNamed(name).run ?? '');
    return spawnSync(process.execPath, [script], { cwd: dir, env: environment(extra), encoding: 'utf8' });
  };
  const deployOf = (brand: string, project = '') =>
    runBash('Deploy with wrangler', {
      BRAND: brand,
      BRANCH: 'cms/pages/home',
      COMMIT: '4f2a9c1e77d0',
      PROJECT: project,
      CLOUDFLARE_API_TOKEN: 'token',
      CLOUDFLARE_ACCOUNT_ID: 'account',
    });

  it("records the deployment under the environment it is given, at the address the brand's visitors (or reviewers) open", () => {
    expect(publish.environment).toEqual({ name: '${{ inputs.environment }}', url: '${{ steps.deploy.outputs.alias }}' });
    expect(stepNamed("The deployment's addresses").id).toBe('deploy');
  });

  it('leaves out the .br and .gz copies Pages never serves, and keeps a compressed file that is content', () => {
    fs.mkdirSync(path.join(dir, 'site', 'personal'), { recursive: true });
    for (const file of ['_headers', 'index.html', 'index.html.br', 'index.html.gz', 'personal/index.html', 'personal/index.html.br', 'rates.csv.gz']) {
      fs.writeFileSync(path.join(dir, 'site', file), file);
    }
    const result = runBash('Leave out the precompressed copies', {});
    expect(result.stderr).toBe('');
    expect(fs.readdirSync(path.join(dir, 'site'), { recursive: true }).map(String).sort()).toEqual([
      '_headers',
      'index.html',
      'personal',
      'personal/index.html',
      'rates.csv.gz',
    ]);
  });

  it("deploys the brand's export to <repository>-<code> on the branch given, or to the project a repository variable names", () => {
    const result = deployOf('AXB');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'npx-arguments'), 'utf8').trim().split('\n')).toEqual([
      '--yes',
      'wrangler@4.164.0',
      'pages',
      'deploy',
      'site',
      '--project-name',
      'bank-group-sites-axb',
      '--branch',
      'cms/pages/home',
      '--commit-hash',
      '4f2a9c1e77d0',
    ]);
    expect(fs.readFileSync(path.join(dir, 'GITHUB_ENV'), 'utf8')).toBe('PAGES_PROJECT=bank-group-sites-axb\n');

    expect(deployOf('GBLVF', 'great-bay-marine').status).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'npx-arguments'), 'utf8')).toContain('--project-name\ngreat-bay-marine\n');
  });

  it("hands wrangler's addresses to the job's outputs, the run's summary and the pull request's comment", () => {
    expect(deployOf('AXB').status).toBe(0);
    const result = runNode("The deployment's addresses", { BRAND: 'AXB', PAGES_PROJECT: 'bank-group-sites-axb' });
    expect(result.stderr).toBe('');
    expect(fs.readFileSync(path.join(dir, 'GITHUB_OUTPUT'), 'utf8')).toBe(
      'url=https://4f2a9c1e.bank-group-sites-axb.pages.dev\nalias=https://cms-pages-home.bank-group-sites-axb.pages.dev\n',
    );
    expect(fs.readFileSync(path.join(dir, 'GITHUB_STEP_SUMMARY'), 'utf8')).toBe(
      '- AXB (bank-group-sites-axb): https://cms-pages-home.bank-group-sites-axb.pages.dev (this commit: https://4f2a9c1e.bank-group-sites-axb.pages.dev)\n',
    );
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'pages-AXB.json'), 'utf8'))).toEqual({
      brand: 'AXB',
      project: 'bank-group-sites-axb',
      url: 'https://4f2a9c1e.bank-group-sites-axb.pages.dev',
      alias: 'https://cms-pages-home.bank-group-sites-axb.pages.dev',
    });
    const upload = step('pages.yml', 'publish', (candidate) => candidate.uses?.startsWith('actions/upload-artifact@') === true);
    expect(fill(upload.with?.path, 'inputs.brand', 'AXB')).toBe('pages-AXB.json');
    expect(fill(upload.with?.name, 'inputs.brand', 'AXB')).toMatch(/^pages-/);
  });

  it('fails, saying why, when wrangler reported no deployment', () => {
    fs.writeFileSync(path.join(dir, 'wrangler-output.ndjson'), '{"type":"wrangler-session","version":1}\n');
    const result = runNode("The deployment's addresses", { BRAND: 'AXB', PAGES_PROJECT: 'bank-group-sites-axb' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(`wrangler reported no deployment in ${path.join(dir, 'wrangler-output.ndjson')}`);
  });
});

describe("the pull request's comment, with GitHub's API played by the test", () => {
  const commentStep = step('site.yml', 'comment', (candidate) => candidate.uses?.startsWith('actions/github-script@') === true);
  const download = step('site.yml', 'comment', (candidate) => candidate.uses?.startsWith('actions/download-artifact@') === true);
  let previews: string;

  beforeEach(() => {
    previews = fs.mkdtempSync(path.join(os.tmpdir(), 'previews-'));
    vi.stubEnv('PREVIEWS_DIR', previews);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    fs.rmSync(previews, { recursive: true, force: true });
  });

  type Comment = { id: number; user: { type: string }; body: string };
  /** Runs the step's script as actions/github-script does: an async function of require, github and context. */
  async function comment(changed: string[], existing: Comment[]) {
    vi.stubEnv('CHANGED_BRANDS', JSON.stringify(changed));
    const created: unknown[] = [];
    const updated: unknown[] = [];
    const statuses: unknown[] = [];
    const listComments = () => existing;
    const github = {
      paginate: async (method: unknown) => (method === listComments ? existing : []),
      rest: {
        repos: { createCommitStatus: async (request: unknown) => statuses.push(request) },
        issues: {
          listComments,
          createComment: async (request: unknown) => created.push(request),
          updateComment: async (request: unknown) => updated.push(request),
        },
      },
    };
    const context = {
      serverUrl: 'https://github.com',
      repo: { owner: 'axos', repo: 'bank-group-sites' },
      runId: 4242,
      issue: { number: 17 },
      payload: { pull_request: { head: { sha: '4f2a9c1e77d0aa' } } },
    };
    const AsyncFunction = (Object.getPrototypeOf(async () => undefined) as { constructor: unknown }).constructor as new (
      ...args: string[]
    ) => (...values: unknown[]) => Promise<void>;
    await new AsyncFunction('require', 'github', 'context', String(commentStep.with?.script))(createRequire(import.meta.url), github, context);
    return { created, updated, statuses };
  }
  const preview = (brand: string) =>
    fs.writeFileSync(
      path.join(previews, `pages-${brand}.json`),
      JSON.stringify({
        brand,
        project: `bank-group-sites-${brand.toLowerCase()}`,
        url: `https://4f2a9c1e.bank-group-sites-${brand.toLowerCase()}.pages.dev`,
        alias: `https://cms-pages-home.bank-group-sites-${brand.toLowerCase()}.pages.dev`,
      }),
    );

  it("collects every brand's addresses from the artifacts the deployments left", () => {
    expect(download.with).toEqual({ pattern: 'pages-*', path: 'previews', 'merge-multiple': true });
    expect(commentStep.env?.PREVIEWS_DIR).toBe('previews');
  });

  it("lists each changed brand's preview, says which one was not published, and gives each preview a commit status", async () => {
    preview('AXB');
    const { created, updated, statuses } = await comment(['AXB', 'LVF'], [{ id: 1, user: { type: 'User' }, body: 'Looks good' }]);
    expect(updated).toEqual([]);
    // What the browser editor's "View Preview" opens.
    expect(statuses).toEqual([
      {
        owner: 'axos',
        repo: 'bank-group-sites',
        sha: '4f2a9c1e77d0aa',
        state: 'success',
        context: 'deploy/AXB',
        target_url: 'https://4f2a9c1e.bank-group-sites-axb.pages.dev',
        description: 'Preview of AXB on Cloudflare Pages',
      },
    ]);
    expect(created).toEqual([
      {
        owner: 'axos',
        repo: 'bank-group-sites',
        issue_number: 17,
        body: [
          '<!-- brand-previews -->',
          'Previews of the brands this pull request changes, as of 4f2a9c1:',
          '',
          '| Brand | Preview (follows the branch) | This commit |',
          '| --- | --- | --- |',
          '| AXB | https://cms-pages-home.bank-group-sites-axb.pages.dev | https://4f2a9c1e.bank-group-sites-axb.pages.dev |',
          '| LVF | not published: see [the run](https://github.com/axos/bank-group-sites/actions/runs/4242) | |',
          '',
          'The brands it does not change get no preview.',
        ].join('\n'),
      },
    ]);
  });

  it('rewrites its own earlier comment instead of adding another', async () => {
    preview('LVF');
    const { created, updated } = await comment(
      ['LVF'],
      [
        { id: 1, user: { type: 'User' }, body: '<!-- brand-previews --> quoted by a person' },
        { id: 2, user: { type: 'Bot' }, body: '<!-- brand-previews -->\nPreviews of an older commit' },
      ],
    );
    expect(created).toEqual([]);
    expect(updated).toHaveLength(1);
    expect(updated[0]).toHaveProperty('comment_id', 2);
    expect(updated[0]).toHaveProperty('body', expect.stringContaining('| LVF | https://cms-pages-home.bank-group-sites-lvf.pages.dev |'));
  });

  it('says so when the pull request changes no brand', async () => {
    const { created, statuses } = await comment([], []);
    expect(statuses).toEqual([]);
    expect(created).toEqual([
      expect.objectContaining({
        body: "<!-- brand-previews -->\nThis pull request changes no brand's pages (only documentation, tests or CI files), so no preview was published.",
      }),
    ]);
  });
});
