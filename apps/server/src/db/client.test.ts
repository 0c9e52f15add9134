import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './client';

describe('embedded database lock', () => {
  it('refuses a data folder held by another live process and takes over a stale lock', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'serenade-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'pg.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(/in use by another Serenade process \(pid \d+\)/);
    } finally {
      other.kill();
      await new Promise((r) => other.once('exit', r));
    }
    // The holder is gone: the lock is stale and can be taken, then released.
    const release = lockDataDir(dir);
    expect(existsSync(path.join(dir, 'pg.lock'))).toBe(true);
    release();
    expect(existsSync(path.join(dir, 'pg.lock'))).toBe(false);
  });
});
