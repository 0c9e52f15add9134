import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TStoryView } from '@serenade/contract';
import type { GenerateInput } from '@serenade/generator';
import type { Db } from '../../db/client';
import { songRequests } from '../../db/schema';
import type { JobQueue } from '../../platform/jobs/jobs';
import { readStoryInWorker } from '../../platform/production/story';
import { findRequest, type RequestRow } from './orders.repo';

export type StoredStory = Record<string, unknown>;

type DedicatedRequest = Pick<
  RequestRow,
  | 'id'
  | 'title'
  | 'prompt'
  | 'additionalDetails'
  | 'event'
  | 'styles'
  | 'tags'
  | 'recipient'
  | 'relationship'
  | 'signOff'
  | 'voice'
>;

/** The generator's input for a request: the same for reading its story at order time and for rendering it. */
export function generatorInput(r: DedicatedRequest): GenerateInput {
  return {
    title: r.title ?? undefined,
    prompt: [r.prompt, r.additionalDetails].filter(Boolean).join('\n'),
    event: r.event ?? undefined,
    styles: r.styles,
    tags: r.tags,
    seed: r.id,
    recipient: r.recipient ?? undefined,
    relationship: r.relationship ?? undefined,
    from: r.signOff ?? undefined,
    voice: r.voice,
  };
}

export const STORY_QUEUE = 'request.story';

/**
 * Reads a new request's story in a worker thread (compromise needs from a third of a second to seconds,
 * too long for the API's thread) and keeps what the writer understood with the request. A render that
 * finished first keeps its own story: this one is written only where there is none yet.
 */
export function registerStoryJob(deps: { db: Db; jobs: JobQueue; log: FastifyBaseLogger }): void {
  deps.jobs.register<{ requestId: string }>(STORY_QUEUE, async ({ requestId }) => {
    const r = await findRequest(deps.db, requestId);
    if (!r || r.story) return;
    let story: StoredStory | null;
    try {
      story = toJson(await readStoryInWorker(generatorInput(r)));
    } catch (err) {
      // The song is made all the same; the admin details say the story was not recorded.
      deps.log.warn({ requestId, err: (err as Error).message }, 'the story could not be read');
      return;
    }
    if (story)
      await deps.db
        .update(songRequests)
        .set({ story })
        .where(and(eq(songRequests.id, requestId), isNull(songRequests.story)));
  });
}

/** A plain JSON copy (drops functions, maps to objects), so what is stored is what the admin reads back. */
export function toJson(value: unknown): StoredStory | null {
  if (!value || typeof value !== 'object') return null;
  const json = JSON.parse(
    JSON.stringify(value, (_k, v: unknown) => (v instanceof Map ? Object.fromEntries(v) : v)),
  ) as unknown;
  return json && typeof json === 'object' && !Array.isArray(json) ? (json as StoredStory) : null;
}

// ---------------------------------------------------------------------------------------------------
// Presentation: the stored story as short lines a person reads on the admin request details. Each known
// group of the generator's Story is written out by its meaning; an array field it does not know yet is
// still shown under its own name, so what the writer adds later is not hidden.
// ---------------------------------------------------------------------------------------------------

type Obj = Record<string, unknown>;
const MAX_ITEMS = 40;
const isObj = (v: unknown): v is Obj => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.replace(/\s+/g, ' ').trim() : typeof v === 'number' ? String(v) : null;
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
/** `told`, and how it is sung when that differs: 1975, sung “nineteen seventy-five”. */
const toldSung = (told: string | null, sung: string | null) =>
  told && sung && !same(told, sung) ? `${told}, sung \u201c${sung}\u201d` : (told ?? sung);

const ROLE_WORDS: Record<string, string> = {
  recipient: 'recipient',
  buyer: 'buyer',
  other: 'mentioned',
};

function person(o: Obj): string | null {
  const name = str(o['name']);
  if (!name) return null;
  const told = str(o['told']);
  const role = str(o['role']);
  const relation = str(o['relation']);
  const bits = [role ? (ROLE_WORDS[role] ?? role) : null, relation ? `to the buyer: ${relation}` : null].filter(
    Boolean,
  );
  return `${name}${bits.length ? ` (${bits.join('; ')})` : ''}${told && !same(told, name) ? `, written \u201c${told}\u201d` : ''}`;
}

function actorName(actor: unknown, story: Obj): string {
  if (!isObj(actor)) return 'Someone';
  const recipient = isObj(story['recipient']) ? str(story['recipient']['sung']) : null;
  switch (actor['kind']) {
    case 'recipient':
      return str(actor['name']) ?? recipient ?? 'The recipient';
    case 'recipients':
      return recipient ?? 'The recipients';
    case 'buyer':
      return 'The buyer';
    default:
      return str(actor['name']) ?? str(actor['told']) ?? 'Someone';
  }
}

/** The known groups of a Story, by field: label and how one item reads. */
const GROUPS: [string, string, (o: Obj, story: Obj) => string | null][] = [
  ['people', 'People', (o) => person(o)],
  ['pets', 'Pets', (o) => (str(o['name']) ? `${str(o['name'])}${str(o['kind']) ? ` (${str(o['kind'])})` : ''}` : null)],
  ['places', 'Places', (o) => str(o['name'])],
  ['times', 'Years and dates', (o) => toldSung(str(o['told']), str(o['sung']))],
  ['numbers', 'Numbers and ages', (o) => toldSung(str(o['told']), str(o['sung']))],
  [
    'things',
    'Things',
    (o) => {
      const told = toldSung(str(o['told']), str(o['sung']));
      const q = Array.isArray(o['qualities']) ? o['qualities'].map(str).filter(Boolean) : [];
      return told && q.length && !q.every((x) => told.toLowerCase().includes(x!.toLowerCase()))
        ? `${told} (${q.join(', ')})`
        : told;
    },
  ],
  [
    'events',
    'What happened',
    (o, story) => {
      const phrase = str(o['phrase']) ?? str(o['told']);
      return phrase ? `${actorName(o['actor'], story)} ${phrase}` : null;
    },
  ],
  ['moments', 'Moments told without a verb', (o) => str(o['sung'])],
];
const KNOWN = new Set([
  'recipient',
  'subject',
  'singer',
  'address',
  'occasion',
  'occasionName',
  'from',
  ...GROUPS.map((g) => g[0]),
]);

/** Any other list: each item by its most telling field. */
function genericItem(v: unknown): string | null {
  if (!isObj(v)) return str(v);
  for (const k of ['name', 'phrase', 'told', 'text', 'sung', 'value', 'label']) {
    const s = str(v[k]);
    if (s) return s;
  }
  return null;
}

const labelOf = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());

/** "The buyer sings to Anna and Tomasz (you two), signed “your kids”". */
function voiceLine(story: Obj): string | null {
  const recipient = isObj(story['recipient']) ? story['recipient'] : null;
  const names = recipient ? str(recipient['sung']) : null;
  if (!names) return null;
  const plural = isObj(story['singer']) && story['singer']['plural'] === true;
  const address = isObj(story['address']) ? story['address'] : {};
  const about = address['mode'] === 'about';
  const you = str(address['you']);
  const rel = recipient ? str(recipient['relationship']) : null;
  const from = str(story['from']);
  // ("a song about my hometown Tromsø": sung to a place or a thing, not to someone)
  const subject = isObj(story['subject']) ? str(story['subject']['kind']) : null;
  return (
    `${plural ? 'The buyers (\u201cwe\u201d) sing' : 'The buyer (\u201cI\u201d) sings'} ${about ? 'about' : 'to'} ${names}` +
    (subject ? `, the ${subject} the song is about` : '') +
    (rel ? `, ${rel}` : '') +
    (!about && you ? ` (\u201c${you}\u201d)` : '') +
    (from ? `; signed \u201c${from}\u201d` : '')
  );
}

export function presentStory(story: unknown): TStoryView | null {
  if (!isObj(story)) return null;
  const groups: TStoryView['groups'] = [];
  const add = (label: string, items: (string | null)[]) => {
    const kept = [...new Set(items.filter((x): x is string => Boolean(x)))].slice(0, MAX_ITEMS);
    if (kept.length) groups.push({ label, items: kept });
  };
  for (const [key, label, line] of GROUPS) {
    const value = story[key];
    if (Array.isArray(value))
      add(
        label,
        value.map((v) => (isObj(v) ? line(v, story) : str(v))),
      );
  }
  for (const [key, value] of Object.entries(story)) {
    if (!KNOWN.has(key) && Array.isArray(value)) add(labelOf(key), value.map(genericItem));
  }
  const occasionName = str(story['occasionName']);
  const occasion = str(story['occasion']);
  return {
    voice: voiceLine(story),
    occasion:
      occasionName && occasion && !same(occasionName, occasion)
        ? `${occasionName} (${occasion})`
        : (occasionName ?? occasion),
    groups,
  };
}
