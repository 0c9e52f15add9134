// Runs CMU Flite (WebAssembly, WASI) once and exits. Started by flite.ts as a child process so a
// crash inside the wasm (seen with Node 20's WASI after a few runs in one process) cannot take the
// render down. Usage: node flite-child.mjs <flite.wasm> <job.json>; job = { args: string[], dir }
// where dir is preopened as /out for the wave file. Flite prints to this process's stdout, which
// the parent points at a file.
import { readFileSync } from 'node:fs';
import { WASI } from 'node:wasi';

const [wasmPath, jobPath] = process.argv.slice(2);
const job = JSON.parse(readFileSync(jobPath, 'utf8'));
const wasi = new WASI({
  version: 'preview1',
  args: ['flite', ...job.args],
  env: {},
  preopens: { '/out': job.dir },
  returnOnExit: true,
});
const module = await WebAssembly.compile(readFileSync(wasmPath));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
