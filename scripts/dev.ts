/** BRAND=AXC npm run dev: develops one brand with next dev (hot reload). */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseBrandCode, UnknownBrandError } from '../lib/brands';
import { prepareImages } from './lib/images';
import { ROOT } from './lib/next-build';

let brand;
try {
  brand = parseBrandCode(process.env.BRAND ?? 'AXB');
} catch (error) {
  console.error(error instanceof UnknownBrandError ? error.message : error);
  process.exit(1);
}
try {
  // Photos are served as build-time webp renditions; restart dev after adding one to content.
  await prepareImages(ROOT, brand);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(`Developing ${brand}. Choose another brand with BRAND=<code> npm run dev.`);
const child = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'dev', ...process.argv.slice(2)], {
  cwd: ROOT,
  env: { ...process.env, BRAND: brand },
  stdio: 'inherit',
});
child.on('close', (code) => process.exit(code ?? 0));
