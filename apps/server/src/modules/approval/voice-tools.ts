// The generator's pronunciation tools as the approval screen uses them. The generator is loaded on first
// use (the API process does not need it until someone reads their lyrics).
import { AppError } from '../../errors';

type Generator = typeof import('@serenade/generator');
type Lexicon = ReturnType<Generator['createLexicon']>;

let loaded: Promise<Generator> | null = null;
const generator = () => (loaded ??= import('@serenade/generator'));

/** Checks each note reads as a pronunciation; the error names the name and what is wrong. */
export async function checkNotes(notes: Record<string, string> = {}): Promise<Record<string, string>> {
  if (Object.keys(notes).length === 0) return {};
  const g = await generator();
  const out: Record<string, string> = {};
  for (const [word, value] of Object.entries(notes)) {
    try {
      g.respellingToPhones(value);
    } catch (err) {
      throw new AppError(
        'VALIDATION_ERROR',
        `The pronunciation of ${word} ("${value}") could not be read: ${(err as Error).message}. Write it the way it sounds, syllables split by hyphens and the stressed one in capitals, like shi-VAWN`,
        { field: `pronunciations.${word}` },
      );
    }
    out[word.trim()] = value.trim();
  }
  return out;
}

let lexicon: Lexicon | null = null;

/** The names (lower case) the pronouncing dictionary lacks: the voice would guess them from the spelling. */
export async function dictionaryMisses(names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const g = await generator();
  lexicon ??= g.createLexicon();
  const missing = new Set(lexicon.missing(names.map((n) => n.toLowerCase())).map((w) => w.toLowerCase()));
  return new Set(names.map((n) => n.toLowerCase()).filter((n) => missing.has(n)));
}

/** Whether the voice can say names here (flite runs as a child process; it ships with the generator). */
export async function voiceAvailable(): Promise<boolean> {
  return typeof (await generator()).sayWord === 'function';
}

// One name at a time: each call runs the speech front end in its own process.
let queue: Promise<unknown> = Promise.resolve();

/** The name spoken (or sung) by the product's own voice, as WAV bytes. */
export async function sayName(o: {
  word: string;
  respelling?: string | undefined;
  sung: boolean;
  voice: 'female' | 'male';
}): Promise<Uint8Array> {
  const g = await generator();
  if (o.respelling) await checkNotes({ [o.word]: o.respelling });
  const say = g.sayWord;
  const run = queue.then(() =>
    say({
      text: o.word,
      pronunciations: o.respelling ? { [o.word]: o.respelling } : undefined,
      voice: o.voice,
      sung: o.sung,
    }),
  );
  queue = run.catch(() => {});
  try {
    return (await run).wav;
  } catch (err) {
    if (err instanceof g.GeneratorInputError) throw new AppError('VALIDATION_ERROR', err.message, { field: 'word' });
    throw new AppError('VOICE_UNAVAILABLE', 'The voice could not say this name just now; please try again', {
      status: 503,
    });
  }
}
