import { test as base, expect } from '@playwright/test';

/** The server's address comes from global setup, which picks a free port. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});
export { expect };
