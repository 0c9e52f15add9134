import { GeneratorInputError } from './errors';
import { stripMarkup, truncateWords } from './lyrics/text';
import type { GenerateInput, NormalisedInput, SongStyle } from './types';

export const MIN_LENGTH_SECONDS = 60;
export const MAX_LENGTH_SECONDS = 240;
export const DEFAULT_LENGTH_SECONDS = 120;
/** Long prompts are cut, not rejected: the details that matter come early in practice. */
export const MAX_PROMPT_CHARS = 2000;

const STYLE_ALIASES: Record<string, SongStyle> = {
  pop: 'pop',
  'synth pop': 'pop',
  'k-pop': 'pop',
  ballad: 'pop',
  acoustic: 'country',
  rock: 'rock',
  metal: 'rock',
  punk: 'rock',
  grunge: 'rock',
  indie: 'rock',
  hiphop: 'hiphop',
  'hip-hop': 'hiphop',
  'hip hop': 'hiphop',
  rap: 'hiphop',
  trap: 'hiphop',
  'lo-fi': 'hiphop',
  lofi: 'hiphop',
  electronic: 'electronic',
  edm: 'electronic',
  house: 'electronic',
  techno: 'electronic',
  dance: 'electronic',
  trance: 'electronic',
  disco: 'electronic',
  rnb: 'rnb',
  'r&b': 'rnb',
  'r and b': 'rnb',
  soul: 'rnb',
  neosoul: 'rnb',
  funk: 'rnb',
  country: 'country',
  folk: 'country',
  bluegrass: 'country',
  americana: 'country',
  jazz: 'jazz',
  swing: 'jazz',
  blues: 'jazz',
  bossa: 'jazz',
  lounge: 'jazz',
  classical: 'classical',
  orchestral: 'classical',
  baroque: 'classical',
  cinematic: 'classical',
  piano: 'classical',
  other: 'other',
};

export function resolveStyle(raw: string): SongStyle | undefined {
  const s = raw.toLowerCase().replace(/[_]/g, ' ').replace(/\s+/g, ' ').trim();
  if (STYLE_ALIASES[s]) return STYLE_ALIASES[s];
  const squashed = s.replace(/[^a-z&]/g, '');
  if (STYLE_ALIASES[squashed]) return STYLE_ALIASES[squashed];
  for (const word of s.split(/[^a-z&-]+/)) if (STYLE_ALIASES[word]) return STYLE_ALIASES[word];
  return undefined;
}

function cleanList(value: unknown, field: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new GeneratorInputError(field, `${field} must be an array of strings`);
  return value
    .filter((v): v is string => typeof v === 'string')
    .map((v) => truncateWords(stripMarkup(v), 60))
    .filter((v) => v.length > 0)
    .slice(0, 20);
}

export function normaliseInput(input: GenerateInput): NormalisedInput {
  if (input === null || typeof input !== 'object') {
    throw new GeneratorInputError('prompt', 'input must be an object with a prompt');
  }
  if (typeof input.prompt !== 'string') throw new GeneratorInputError('prompt', 'prompt must be a string');
  const prompt = truncateWords(stripMarkup(input.prompt), MAX_PROMPT_CHARS);
  if (prompt.length === 0) {
    throw new GeneratorInputError('prompt', 'prompt must contain some words describing the song');
  }

  const seedRaw: unknown = input.seed;
  const seed = typeof seedRaw === 'number' && Number.isFinite(seedRaw) ? String(seedRaw) : seedRaw;
  if (typeof seed !== 'string' || seed.trim().length === 0) {
    throw new GeneratorInputError('seed', 'seed must be a non-empty string (the request id)');
  }

  let lengthSeconds = DEFAULT_LENGTH_SECONDS;
  if (input.lengthSeconds !== undefined && input.lengthSeconds !== null) {
    const l = input.lengthSeconds;
    if (typeof l !== 'number' || !Number.isFinite(l) || l < MIN_LENGTH_SECONDS || l > MAX_LENGTH_SECONDS) {
      throw new GeneratorInputError(
        'lengthSeconds',
        `lengthSeconds must be a number between ${MIN_LENGTH_SECONDS} and ${MAX_LENGTH_SECONDS}`,
      );
    }
    lengthSeconds = l;
  }

  const styles = cleanList(input.styles, 'styles');
  const tags = cleanList(input.tags, 'tags');
  const mood = cleanList(input.mood, 'mood');
  let style: SongStyle = 'pop';
  const resolved = styles.map(resolveStyle).filter((s): s is SongStyle => s !== undefined);
  if (resolved.length > 0) style = resolved[0];
  else {
    const fromTags = tags.map(resolveStyle).find((s) => s !== undefined);
    if (fromTags) style = fromTags;
  }

  const title = typeof input.title === 'string' ? truncateWords(stripMarkup(input.title), 100) : '';
  const event = typeof input.event === 'string' ? truncateWords(stripMarkup(input.event), 200) : '';

  return {
    title: /[\p{L}\p{N}]/u.test(title) ? title : undefined,
    prompt,
    event,
    style,
    requestedStyles: resolved,
    tags,
    mood,
    lengthSeconds,
    seed,
  };
}
