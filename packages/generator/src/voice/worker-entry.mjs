// Worker threads do not inherit the TypeScript loader of the thread that starts them: register
// tsx, then load the voice thread itself.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
