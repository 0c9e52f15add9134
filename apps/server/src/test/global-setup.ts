import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    pgTemplateDir: string;
  }
}

/** Creating a PGlite cluster takes seconds; do it once, migrated, and let each test file copy it. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'serenade-pg-template-'));
  const database = await openDatabase({ dataDir: dir });
  await database.migrate();
  await database.close();
  project.provide('pgTemplateDir', dir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
