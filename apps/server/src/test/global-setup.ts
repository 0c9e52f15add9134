import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    pgTemplateDir: string;
    /** A migrated database on the TEST_DATABASE_URL server that each API test file's database copies ('' without one). */
    pgTemplateDatabase: string;
  }
}

async function onServer(sql: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * Creating a PGlite cluster takes seconds; do it once, migrated, and let each test file copy it. The same on
 * the PostgreSQL server: the migrations run once into a template database, and each file's database is
 * created from it (CREATE DATABASE ... TEMPLATE) instead of running every migration again. The app still
 * runs its migrations at start, finding them applied; the suites that start the server on an empty database
 * (startup, crash) still migrate one from scratch.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'serenade-pg-template-'));
  const database = await openDatabase({ dataDir: dir });
  await database.migrate();
  await database.close();
  project.provide('pgTemplateDir', dir);

  let templateDatabase = '';
  if (process.env.TEST_DATABASE_URL) {
    templateDatabase = `serenade_template_${randomBytes(6).toString('hex')}`;
    await onServer(`create database ${templateDatabase}`);
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${templateDatabase}`;
    const server = await openDatabase({ dataDir: dir, databaseUrl: url.toString() });
    try {
      await server.migrate();
    } finally {
      // No connection may stay open to a database that others are created from.
      await server.close();
    }
  }
  project.provide('pgTemplateDatabase', templateDatabase);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (templateDatabase) await onServer(`drop database if exists ${templateDatabase} with (force)`);
  };
}
