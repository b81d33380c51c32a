/**
 * `npx tsx scripts/changed-brands.ts <base> <head>`: prints, as a JSON array, the brands whose exports the
 * commits from <base> to <head> can change (scripts/lib/changed-brands.ts says how it judges), for the
 * pull-request workflow's preview matrix (.github/workflows/site.yml). `[]` when they change none.
 *
 * It compares <head> with the merge base of the two (git diff base...head), so a pull request counts only
 * its own changes, not what landed on main since it branched. Renames count as a removal and an
 * addition, so a page moved out of a brand's folder changes that brand as well.
 */
import { spawnSync } from 'node:child_process';
import { brandsChangedBy } from './lib/changed-brands';

const [base, head, ...extra] = process.argv.slice(2);
if (!base || !head || extra.length > 0) {
  console.error('Usage: npx tsx scripts/changed-brands.ts <base commit> <head commit>');
  process.exit(2);
}

const diff = spawnSync('git', ['diff', '--name-only', '--no-renames', '-z', `${base}...${head}`], { encoding: 'utf8' });
if (diff.error !== undefined || diff.status !== 0) {
  const reason = diff.error?.message ?? diff.stderr.trim().split('\n')[0];
  console.error(`changed-brands: git diff ${base}...${head} failed: ${reason}`);
  process.exit(1);
}
const paths = diff.stdout.split('\0').filter((file) => file !== '');
console.log(JSON.stringify(brandsChangedBy(paths)));
