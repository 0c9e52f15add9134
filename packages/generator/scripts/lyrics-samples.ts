// npm run lyrics:samples -w @serenade/generator: regenerates lyrics-samples.md from the corpus.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderSamples } from '../src/lyrics/samples';

const target = fileURLToPath(new URL('../lyrics-samples.md', import.meta.url));
writeFileSync(target, renderSamples());
console.log(`wrote ${target}`);
