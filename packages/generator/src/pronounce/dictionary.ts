// The CMU pronouncing dictionary (cmu-pronouncing-dictionary, ISC; CMUdict itself is BSD-style, notice
// in THIRD_PARTY_NOTICES). The package is a 4.7 MB ES module; importing it would parse a 135,000-key
// object literal into every process that merely imports the generator. It is read here once, on the
// first lookup, straight from the package file (about 0.1 s), and kept as a Map.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

let table: Map<string, string> | undefined;

function load(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('cmu-pronouncing-dictionary');
  const source = readFileSync(file, 'utf8');
  const map = new Map<string, string>();
  // one entry per line: `  "word": "PH ON1 ES",`; alternates are keyed "word(2)" and skipped
  const entry = /^\s*"([^"(]+)": "([A-Z0-9 ]+)",?$/gm;
  for (let m = entry.exec(source); m !== null; m = entry.exec(source)) {
    if (!map.has(m[1])) map.set(m[1], m[2]);
  }
  if (map.size < 100_000) throw new Error(`the pronouncing dictionary looks truncated (${map.size} words)`);
  return map;
}

/** ARPAbet phones (with stress digits) of a lower-case word, or undefined when CMUdict lacks it. */
export function dictionaryPhones(word: string): string[] | undefined {
  table ??= load();
  const hit = table.get(word);
  return hit === undefined ? undefined : hit.split(' ');
}
