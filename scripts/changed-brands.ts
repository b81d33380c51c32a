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
import { exitWith, scriptArgs, UsageError } from './lib/args';
import { brandsChangedBy } from './lib/changed-brands';

const USAGE = 'Usage: npx tsx scripts/changed-brands.ts <base commit> <head commit>';
const [base, head, ...extra] = scriptArgs(USAGE, {}, true).positionals;
if (!base || !head || extra.length > 0) exitWith(new UsageError(USAGE), 2);

const diff = spawnSync('git', ['diff', '--name-only', '--no-renames', '-z', `${base}...${head}`], { encoding: 'utf8' });
if (diff.error !== undefined || diff.status !== 0) {
  const reason = diff.error?.message ?? diff.stderr.trim().split('\n')[0];
  console.error(`changed-brands: git diff ${base}...${head} failed: ${reason}`);
  process.exit(1);
}
const paths = diff.stdout.split('\0').filter((file) => file !== '');
console.log(JSON.stringify(brandsChangedBy(paths)));
