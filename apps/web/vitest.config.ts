import { defineConfig } from 'vitest/config';

// JSX is compiled by Vitest's built-in transform (automatic runtime); no React plugin needed here.
export default defineConfig({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    // Each file still gets its own module graph and its own jsdom window (a fresh VM context), but the
    // worker and the jsdom library are loaded once per worker instead of once per file: with the default
    // pool, loading jsdom (~2.5 s a file on the two-core CI machine) was most of this project's time.
    pool: 'vmThreads',
    restoreMocks: true,
    unstubGlobals: true,
  },
});
