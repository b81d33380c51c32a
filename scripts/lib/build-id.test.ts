// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileBuildId } from './build-id';

let root: string;
const write = (file: string, body: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), body);
};
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-id-'));
  write('package-lock.json', '{"lockfileVersion":3}');
  write('app/page.tsx', 'export default function Page() {}');
  write('components/Header.tsx', 'header');
  write('content/AXB/pages/index.json', '{"title":"Home"}');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('compileBuildId', () => {
  it('is the same for the same sources, whatever the content, photos, tests and build output', () => {
    const id = compileBuildId(root, {});
    write('content/AXB/pages/index.json', '{"title":"Welcome"}');
    write('public/_img/hero-640x360.webp', 'webp');
    write('components/Header.test.tsx', 'a test');
    write('scripts/build.ts', 'the build');
    write('bench/bench.ts', 'the bench');
    write('README.md', 'docs');
    write('.next/BUILD_ID', 'x');
    write('next-env.d.ts', '/// <reference types="next" />');
    write('tsconfig.tsbuildinfo', '{}');
    write('out/AXB/index.html', 'x');
    expect(compileBuildId(root, { CI: '1', BRAND: 'LVF' })).toBe(id);
    expect(id).toMatch(/^[\w-]{21}$/);
  });

  it('changes with a source, the lockfile or the environment the compile reads', () => {
    const id = compileBuildId(root, {});
    const ids = new Set([id]);
    write('components/Header.tsx', 'header 2');
    ids.add(compileBuildId(root, {}));
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    ids.add(compileBuildId(root, {}));
    ids.add(compileBuildId(root, { NEXT_PUBLIC_X: 'y' }));
    write('.browserslistrc', 'chrome 120');
    ids.add(compileBuildId(root, {}));
    expect(ids.size).toBe(5);
  });

  it('never holds "ad", which ad blockers match in a URL', () => {
    for (let n = 0; n < 300; n += 1) {
      write('app/page.tsx', `page ${n}`);
      expect(compileBuildId(root, {})).not.toMatch(/ad/i);
    }
  });
});
