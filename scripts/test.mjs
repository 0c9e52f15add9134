#!/usr/bin/env node
// The whole suite: unit and API tests (Vitest, real databases), then browser journeys (Playwright +
// Debian's Chromium) against the built app. Ends with one plain "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = new Set(process.argv.slice(2));
const runUnit = !args.has('--e2e-only');
const runE2e = !args.has('--unit-only');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const out = mkdtempSync(path.join(os.tmpdir(), 'serenade-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
// The names of failed tests, printed again just above the summary line: CI shows the end of the output, and the
// failures themselves are far above it.
const failures = [];

function run(cmd, argv, env = {}) {
  console.log(`\n$ ${cmd} ${argv.join(' ')}`);
  const res = spawnSync(cmd, argv, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status ?? 1;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log(`Chromium is missing at ${CHROMIUM}: installing it with apt-get install -y chromium`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...a) =>
    run(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...a], {
      DEBIAN_FRONTEND: 'noninteractive',
    });
  apt('update');
  if (apt('install', '-y', 'chromium') !== 0 || !existsSync(CHROMIUM)) {
    console.error('Could not install Chromium; the browser journeys cannot run.');
    process.exit(1);
  }
}

let failedSteps = 0;

function firstLine(text) {
  const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'); // terminal colours in the message
  const line =
    String(text ?? '')
      .replace(colours, '')
      .split('\n')
      .find((l) => l.trim()) ?? '';
  return line.trim().slice(0, 300);
}

function collectPlaywrightFailures(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.[test.results.length - 1];
        failures.push(`${spec.file}:${spec.line} › ${spec.title}: ${firstLine(last?.error?.message)}`);
      }
    }
    collectPlaywrightFailures(suite.suites ?? []);
  }
}

if (runUnit) {
  const report = path.join(out, 'vitest.json');
  const code = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    for (const file of r.testResults ?? []) {
      const where = path.relative(process.cwd(), file.name);
      const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failed) failures.push(`${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      if (file.status === 'failed' && failed.length === 0) failures.push(`${where}: ${firstLine(file.message)}`);
    }
  }
  if (code !== 0) failedSteps++;
}

if (runE2e) {
  ensureChromium();
  if (run('npm', ['run', 'build']) !== 0) {
    failedSteps++;
  } else {
    const report = path.join(out, 'playwright.json');
    const code = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      CHROMIUM_PATH: CHROMIUM,
    });
    if (existsSync(report)) {
      const s = JSON.parse(readFileSync(report, 'utf8')).stats;
      totals.passed += s.expected + (s.flaky ?? 0);
      totals.failed += s.unexpected;
      totals.skipped += s.skipped;
      collectPlaywrightFailures(JSON.parse(readFileSync(report, 'utf8')).suites ?? []);
    }
    if (code !== 0) failedSteps++;
  }
}

if (failedSteps > 0 && totals.failed === 0) totals.failed = failedSteps; // a step that crashed counts
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps > 0 || totals.failed > 0 ? 1 : 0);
