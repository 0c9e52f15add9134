export { readStory, joinNames } from './reader';
export type * from './types';
