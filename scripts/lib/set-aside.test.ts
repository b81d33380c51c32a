// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeSetAside, SET_ASIDE, setAside, setAsideBuildOutput } from './set-aside';

let root: string;

function write(file: string, body = 'x'): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), body);
}

const entries = (folder: string) => (fs.existsSync(path.join(root, folder)) ? fs.readdirSync(path.join(root, folder)).sort() : []);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'set-aside-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('setting aside what a build replaces', () => {
  it("moves what next build would clean out of .next/, and keeps what it keeps (the compiler's cache among them)", () => {
    for (const file of ['server/app/index.html', 'static/chunks/a.js', 'BUILD_ID', 'cache/turbopack/x', 'dev/lock', 'diagnostics/d.json', 'trace'])
      write(`.next/${file}`);

    setAsideBuildOutput(root);

    expect(entries('.next')).toEqual(['cache', 'dev', 'diagnostics', 'trace']);
    const [folder = '', ...others] = entries(SET_ASIDE);
    expect(others).toEqual([]);
    const moved = entries(path.join(SET_ASIDE, folder));
    expect(moved.map((name) => name.replace(/^\d+-/, '')).sort()).toEqual(['BUILD_ID', 'server', 'static']);
    const server = moved.find((name) => name.endsWith('-server')) ?? '';
    expect(fs.readFileSync(path.join(root, SET_ASIDE, folder, server, 'app/index.html'), 'utf8')).toBe('x');
  });

  it("moves a brand's earlier export, two exports of one name included, and does nothing for one that is not there", () => {
    write('out/AXB/index.html', 'first');
    setAside(root, path.join(root, 'out', 'AXB'));
    write('out/AXB/index.html', 'second');
    setAside(root, path.join(root, 'out', 'AXB'));
    setAside(root, path.join(root, 'out', 'LVF'));

    expect(entries('out')).toEqual([]);
    const folder = path.join(SET_ASIDE, entries(SET_ASIDE)[0] ?? '');
    const kept = entries(folder).map((name) => fs.readFileSync(path.join(root, folder, name, 'index.html'), 'utf8'));
    expect(kept.sort()).toEqual(['first', 'second']);
  });

  it('removes everything set aside, what an interrupted build left included', async () => {
    write(`${SET_ASIDE}/12345/1-AXB/index.html`);
    write('out/AXB/index.html');
    setAside(root, path.join(root, 'out', 'AXB'));

    await removeSetAside(root);

    expect(fs.existsSync(path.join(root, SET_ASIDE))).toBe(false);
    expect(fs.existsSync(path.join(root, '.cache'))).toBe(true);
  });
});
