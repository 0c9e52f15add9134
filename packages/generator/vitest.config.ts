import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'generator', environment: 'node', testTimeout: 120_000, hookTimeout: 120_000, isolate: false },
});
