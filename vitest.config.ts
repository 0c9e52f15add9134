import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/generator', 'apps/server', 'apps/web'],
    // Every API test file has its own database, so files run side by side: one per core (CI has two).
    maxWorkers: 2,
  },
});
