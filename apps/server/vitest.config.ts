import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    // Suites that order songs render them with the real generator and voice; two files run at once on two cores.
    testTimeout: 120_000,
    // Files share a worker's loaded modules (each builds its own app on its own database): a third less time
    // spent importing the server for every file.
    isolate: false,
    hookTimeout: 120_000,
  },
});
