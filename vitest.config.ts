import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    // A guard against a hang, not a speed target: typing key by key into long forms and running axe
    // in jsdom take seconds on a busy 2-core machine.
    testTimeout: 20_000,
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'out/**', '.next/**', 'tests/e2e/**'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
