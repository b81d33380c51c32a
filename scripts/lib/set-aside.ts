/**
 * What a build replaces (the compile's earlier output in .next/, a brand's earlier export) is moved
 * out of the way while the build writes, and removed once it has written everything.
 *
 * Why not remove it first, as `next build` does: on ext4 without a journal (the disk of this
 * project's build machines), a new file's inode is sought past every inode freed in about the last
 * minute (recently_deleted() in the kernel's fs/ext4/ialloc.c). After a rebuild removed the 1,077
 * pages of the bench's AXB (.next/'s 10,000-odd prerendered files, the export's 3,700), each of the
 * 19,000 files it then wrote cost up to a millisecond of kernel time: Next's pages took 34-36 s of
 * CPU where, with the earlier output moved aside, they took 24-33 s (docs/performance.md, "How the build is fast"). A rename frees no inode, so moving
 * costs nothing of the kind; the removal at the end still does, for whatever creates files in the
 * minute after.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Where set-aside files wait for removeSetAside(), in the project's caches (on the same disk: a move is a rename). */
export const SET_ASIDE = path.join('.cache', 'set-aside');

/**
 * What `next build` keeps of .next/ when it cleans it before a compile (cleanDistDir, in
 * node_modules/next/dist/build/index.js): with everything else set aside, its clean removes nothing.
 */
const KEPT_BY_NEXT = new Set(['cache', 'dev', 'diagnostics', 'lock', 'trace']);

let moved = 0;

/** Moves `target` (a file or folder) into the project's set-aside folder; nothing when it does not exist. */
export function setAside(root: string, target: string): void {
  if (!fs.existsSync(target)) return;
  const folder = path.join(root, SET_ASIDE, String(process.pid));
  fs.mkdirSync(folder, { recursive: true });
  moved += 1;
  try {
    fs.renameSync(target, path.join(folder, `${moved}-${path.basename(target)}`));
  } catch (error) {
    // On another disk (EXDEV) a move would be a copy: remove it now instead.
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    fs.rmSync(target, { recursive: true, force: true });
  }
}

/** Sets aside what `next build` would remove from `<root>/.next` before it compiles. */
export function setAsideBuildOutput(root: string): void {
  const distDir = path.join(root, '.next');
  if (!fs.existsSync(distDir)) return;
  for (const entry of fs.readdirSync(distDir)) if (!KEPT_BY_NEXT.has(entry)) setAside(root, path.join(distDir, entry));
}

/**
 * Removes everything set aside, this build's and what an interrupted build left. Resolves with the
 * seconds it took.
 */
export async function removeSetAside(root: string): Promise<number> {
  const started = performance.now();
  await fs.promises.rm(path.join(root, SET_ASIDE), { recursive: true, force: true });
  return (performance.now() - started) / 1000;
}
