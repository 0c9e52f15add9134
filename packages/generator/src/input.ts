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
  acoustic: 'folk',
  folk: 'folk',
  'singer songwriter': 'folk',
  'singer-songwriter': 'folk',
  celtic: 'folk',
  unplugged: 'folk',
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

/** Names that mean the style itself; every other alias is the nearest arrangement, and the history says so. */
const SAME_STYLE = new Set([
  'pop',
  'rock',
  'hiphop',
  'hip-hop',
  'hip hop',
  'rap',
  'electronic',
  'edm',
  'rnb',
  'r&b',
  'r and b',
  'country',
  'folk',
  'acoustic',
  'singer songwriter',
  'singer-songwriter',
  'unplugged',
  'jazz',
  'classical',
  'orchestral',
  'other',
]);

const STYLE_NAMES: Record<SongStyle, string> = {
  pop: 'pop',
  rock: 'rock',
  hiphop: 'hip-hop',
  electronic: 'electronic',
  rnb: 'R&B',
  country: 'country',
  jazz: 'jazz',
  classical: 'classical',
  folk: 'folk/acoustic',
  other: 'a blend of two styles',
};

const quoteList = (items: string[]) => {
  const q = items.map((i) => `"${i}"`);
  return q.length <= 1 ? q.join('') : `${q.slice(0, -1).join(', ')} and ${q[q.length - 1]}`;
};

/**
 * Sentences for the request's history about how the chosen styles became one arrangement: styles the
 * generator has no arrangement for, styles played as the nearest one, and extra styles it could not
 * also follow. Nothing when the choice was taken as it is.
 */
export function styleNotes(styles: string[], style: SongStyle, fromTags: boolean): string[] {
  const notes: string[] = [];
  const name = STYLE_NAMES[style];
  const unknown = styles.filter((s) => resolveStyle(s) === undefined);
  const resolved = styles.filter((s) => resolveStyle(s) !== undefined);
  const norm = (s: string) => s.toLowerCase().replace(/[_]/g, ' ').replace(/\s+/g, ' ').trim();
  if (styles.length === 0) {
    if (!fromTags) notes.push(`No style was chosen, so the song is arranged as ${name}.`);
  } else if (resolved.length === 0) {
    notes.push(
      `The generator has no arrangement for ${quoteList(unknown)}, so the song is arranged as ${name}${fromTags ? ' (from the tags)' : ''}.`,
    );
  } else if (unknown.length > 0) {
    notes.push(`The generator has no arrangement for ${quoteList(unknown)}; the song is arranged as ${name}.`);
  }
  const substituted = resolved.filter((s) => resolveStyle(s) === style && !SAME_STYLE.has(norm(s)));
  if (substituted.length > 0 && !resolved.some((s) => resolveStyle(s) === style && SAME_STYLE.has(norm(s)))) {
    notes.push(
      `${quoteList(substituted)} ${substituted.length > 1 ? 'are' : 'is'} played as ${name}, the nearest arrangement the generator has.`,
    );
  }
  const others = [...new Set(resolved.map((s) => resolveStyle(s)!).filter((s) => s !== style))];
  if (others.length > 0) {
    notes.push(
      `One arrangement per song: it follows ${name}, the first style chosen; ${others.map((s) => STYLE_NAMES[s]).join(', ')} ${others.length > 1 ? 'were' : 'was'} kept as ${others.length > 1 ? 'tags' : 'a tag'}.`,
    );
  }
  return notes;
}

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
  let fromTags = false;
  if (resolved.length > 0) style = resolved[0];
  else {
    const tagStyle = tags.map(resolveStyle).find((s) => s !== undefined);
    if (tagStyle) {
      style = tagStyle;
      fromTags = true;
    }
  }

  const title = typeof input.title === 'string' ? truncateWords(stripMarkup(input.title), 100) : '';
  const event = typeof input.event === 'string' ? truncateWords(stripMarkup(input.event), 200) : '';

  return {
    title: /[\p{L}\p{N}]/u.test(title) ? title : undefined,
    prompt,
    event,
    style,
    requestedStyles: resolved,
    styleNotes: styleNotes(styles, style, fromTags),
    tags,
    mood,
    lengthSeconds,
    seed,
  };
}
