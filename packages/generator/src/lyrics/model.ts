// An optional language model as lyric writer (issue 17 item 6): any OpenAI-compatible
// chat-completions endpoint (a local Ollama or llama.cpp server, vLLM, a hosted service). It gets the
// typed story and the song plan; its answer is held to the same checks as the built-in writer, and
// the built-in writer's lyrics are sung instead when it fails them, errors or times out.
import type { Lexicon } from '../pronounce/index';
import type { Story } from '../story/types';
import type { LyricSection, Lyrics, LyricsModel, SectionKind } from '../types';
import { lyricProblems } from './checks';
import { stripMarkup } from './text';
import type { LineFit, WrittenLyrics } from './writer';

export const DEFAULT_MODEL_TIMEOUT_MS = 30_000;

type Plan = { kind: SectionKind; label: string; lines: number }[];

function planOf(lyrics: Lyrics): Plan {
  return lyrics.sections.map((s) => ({ kind: s.kind, label: s.label, lines: s.lines.length }));
}

export function modelRequest(model: LyricsModel, story: Story, plan: Plan, fit: LineFit, prompt: string) {
  const rules = [
    'Write song lyrics for the story below, sung by the buyer to the recipient ("you"; "you two" for a couple).',
    'Return only JSON: {"sections":[{"kind":"verse","label":"Verse 1","lines":["..."]}, ...]} with exactly the sections and line counts of the plan (a repeated chorus has the same lines each time; intro and outro stay empty).',
    `Every line has ${fit.min} to ${fit.max} syllables.`,
    'Sing every person, pet, place, year and thing of the story; verses tell the events in order, the chorus names the recipient and the occasion, the bridge says what it means.',
    'Never copy more than five words of the story in a row; adapt tense and pronouns. At least 70% of lines rhyme with a neighbouring line. No stock tag after a comma. Never use the occasion as if it were a name.',
  ].join('\n');
  return {
    model: model.model,
    temperature: 0.8,
    messages: [
      { role: 'system', content: 'You are a songwriter who writes personal, specific lyrics.' },
      {
        role: 'user',
        content: `${rules}\n\nSTORY (as told): ${prompt}\n\nSTORY (understood): ${JSON.stringify(story)}\n\nPLAN: ${JSON.stringify(
          plan.map((p) => ({ ...p, syllables: [fit.min, fit.max] })),
        )}`,
      },
    ],
  };
}

/** The sections in a model's answer, or a reason it has none. */
export function parseAnswer(content: string, plan: Plan): Lyrics | string {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end <= start) return 'the answer held no JSON';
  let data: unknown;
  try {
    data = JSON.parse(content.slice(start, end + 1));
  } catch {
    return 'the answer was not valid JSON';
  }
  const sections = (data as { sections?: unknown }).sections;
  if (!Array.isArray(sections)) return 'the answer had no sections';
  if (sections.length !== plan.length) return `the answer had ${sections.length} sections, not ${plan.length}`;
  const out: LyricSection[] = [];
  for (let i = 0; i < plan.length; i++) {
    const s = sections[i] as { kind?: unknown; lines?: unknown };
    const lines = Array.isArray(s.lines) ? s.lines.filter((l): l is string => typeof l === 'string') : [];
    if (s.kind !== plan[i].kind) return `section ${i + 1} is ${String(s.kind)}, not ${plan[i].kind}`;
    if (lines.length !== plan[i].lines) return `${plan[i].label} has ${lines.length} lines, not ${plan[i].lines}`;
    out.push({ kind: plan[i].kind, label: plan[i].label, lines: lines.map((l) => stripMarkup(l)) });
  }
  const choruses = out.filter((s) => s.kind === 'chorus').map((s) => s.lines.join('\n'));
  if (new Set(choruses).size > 1) return 'the chorus changed between repeats';
  return { sections: out };
}

/**
 * Asks the model for lyrics; returns them when they pass the checks, else the built-in writer's,
 * with a sentence for the request's history either way.
 */
export async function writeWithModel(
  model: LyricsModel,
  builtIn: WrittenLyrics,
  prompt: string,
  lexicon: Lexicon,
  fit: LineFit,
): Promise<WrittenLyrics> {
  const plan = planOf(builtIn.lyrics);
  const timeoutMs = model.timeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS;
  const fallback = (why: string): WrittenLyrics => ({
    ...builtIn,
    history: [...builtIn.history, `The lyrics are the built-in writer's: the language model (${model.model}) ${why}.`],
  });
  let content: string;
  const signal = AbortSignal.timeout(timeoutMs);
  const ask = () =>
    fetch(model.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(model.key ? { authorization: `Bearer ${model.key}` } : {}),
      },
      body: JSON.stringify(modelRequest(model, builtIn.story, plan, fit, prompt)),
      signal,
    });
  try {
    // (a kept-alive connection the server closed while the story was written is asked again once, on a new one)
    const res = await ask().catch((err: Error & { cause?: { code?: string } }) => {
      if (signal.aborted || !/^(UND_ERR_SOCKET|ECONNRESET|EPIPE)$/.test(err.cause?.code ?? '')) throw err;
      return ask();
    });
    if (!res.ok) return fallback(`answered HTTP ${res.status}`);
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const c = body.choices?.[0]?.message?.content;
    if (typeof c !== 'string') return fallback('gave no message');
    content = c;
  } catch (err) {
    const name = (err as Error).name;
    return fallback(
      name === 'TimeoutError' || name === 'AbortError'
        ? `did not answer within ${Math.round(timeoutMs / 100) / 10} s`
        : 'could not be reached',
    );
  }
  const parsed = parseAnswer(content, plan);
  if (typeof parsed === 'string') return fallback(`failed the checks (${parsed})`);
  const problems = lyricProblems(parsed, builtIn.story, prompt, lexicon, {
    maxSyllables: fit.max + 2,
    minSyllables: Math.max(2, fit.min - 2),
  });
  if (problems.length > 0) return fallback(`failed the checks (${problems.slice(0, 2).join('; ')})`);
  const meter = parsed.sections.map((s) =>
    s.lines.map((l) => {
      const syl = l
        .split(/\s+/)
        .filter((w) => /[\p{L}\p{N}]/u.test(w))
        .flatMap((w) => lexicon.pronounce(w).syllables);
      return { syllables: syl.length, stresses: syl.map((x) => x.stress) };
    }),
  );
  return {
    ...builtIn,
    lyrics: parsed,
    meter,
    writer: 'model',
    history: [
      ...builtIn.history,
      `The lyrics were written by the language model ${model.model} and passed the lyric checks.`,
    ],
  };
}
