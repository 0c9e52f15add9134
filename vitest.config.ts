import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/generator', 'apps/server', 'apps/web'],
  },
});
