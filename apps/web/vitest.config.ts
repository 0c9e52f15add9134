import { defineConfig } from 'vitest/config';

// JSX is compiled by Vitest's built-in transform (automatic runtime); no React plugin needed here.
export default defineConfig({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    restoreMocks: true,
    unstubGlobals: true,
  },
});
