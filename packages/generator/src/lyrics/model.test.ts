// The optional language-model writer against a small OpenAI-compatible server started here.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerateInput, Lyrics } from '../types';
import { draftLyrics, draftLyricsSync } from './draft';

type Reply = { status?: number; content?: string; hang?: boolean; resets?: number };
let reply: Reply = {};
const seen: { body: { model: string; messages: { content: string }[] }; auth?: string }[] = [];
let server: Server;
let url = '';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as (typeof seen)[number]['body'];
    seen.push({ body, auth: req.headers.authorization });
    if (reply.hang) return; // never answers: the writer's timeout must fire
    // (closes the connection unanswered, as a server does to a kept-alive socket it timed out)
    if (reply.resets) {
      reply.resets--;
      req.socket.destroy();
      return;
    }
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: reply.content ?? '' } }] }));
  });
  // (kept-alive sockets outlive a slow machine's writing between two requests: the resets below are the test's own)
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const base: GenerateInput = {
  prompt: 'For my sister Maya who turns 30 and loves surfing in Biarritz. She has a cat called Miso.',
  event: 'birthday',
  seed: 'model-test',
};

// A well-formed answer: the built-in writer's own sheet with one line made recognisably the model's.
function goodAnswer(): Lyrics {
  const own = draftLyricsSync(base).lyrics;
  return {
    sections: own.sections.map((s) => ({
      ...s,
      lines: s.lines.map((l, i) => (s.kind === 'bridge' && i === 0 ? `${l.replace(/[.,]$/, '')}, oh` : l)),
    })),
  };
}

describe('the language-model lyric writer', () => {
  it('sings the model’s lyrics when they pass the checks, and sends the story and the plan', async () => {
    const answer = goodAnswer();
    reply = { content: `Here you go:\n\`\`\`json\n${JSON.stringify(answer)}\n\`\`\`` };
    const w = await draftLyrics({ ...base, lyricsModel: { url, model: 'tiny-llm', key: 'sk-test' } });
    expect(w.writer).toBe('model');
    expect(w.lyrics).toEqual(answer);
    expect(w.history.join(' ')).toMatch(/written by the language model tiny-llm/);
    const last = seen[seen.length - 1];
    expect(last.auth).toBe('Bearer sk-test');
    expect(last.body.model).toBe('tiny-llm');
    const user = last.body.messages[1].content;
    expect(user).toContain('"occasion":"birthday"');
    expect(user).toContain('Biarritz');
    expect(user).toMatch(/PLAN: \[.*"kind":"verse".*"lines":\d/);
  });

  it('falls back to the built-in writer when the answer fails the checks, and says why', async () => {
    const own = draftLyricsSync(base);
    const pasted = {
      sections: own.lyrics.sections.map((s) => ({
        ...s,
        lines: s.lines.map(() => 'For my sister Maya who turns 30 and loves surfing'),
      })),
    };
    reply = { content: JSON.stringify(pasted) };
    const w = await draftLyrics({ ...base, lyricsModel: { url, model: 'tiny-llm' } });
    expect(w.writer).toBe('built-in');
    expect(w.lyrics).toEqual(own.lyrics);
    expect(w.history.join(' ')).toMatch(/built-in writer's: the language model \(tiny-llm\) failed the checks/);

    reply = { content: '{"sections": [{"kind": "verse", "lines": ["only one"]}]}' };
    const short = await draftLyrics({ ...base, lyricsModel: { url, model: 'tiny-llm' } });
    expect(short.history.join(' ')).toMatch(/sections, not 8/);

    reply = { content: 'I cannot write songs.' };
    expect((await draftLyrics({ ...base, lyricsModel: { url, model: 'tiny-llm' } })).history.join(' ')).toMatch(
      /no JSON/,
    );
  });

  it('falls back on an error status, an unreachable server and a timeout', async () => {
    reply = { status: 500 };
    const err = await draftLyrics({ ...base, lyricsModel: { url, model: 'tiny-llm' } });
    expect(err.writer).toBe('built-in');
    expect(err.history.join(' ')).toMatch(/answered HTTP 500/);

    const gone = await draftLyrics({
      ...base,
      lyricsModel: { url: 'http://127.0.0.1:9/v1/chat/completions', model: 'x' },
    });
    expect(gone.history.join(' ')).toMatch(/could not be reached/);

    // a connection closed under the request is asked again once, on a new one; closed twice, the writer falls back
    const before = seen.length;
    reply = { status: 500, resets: 1 };
    const again = await draftLyrics({ ...base, lyricsModel: { url, model: 'tiny-llm' } });
    expect(again.history.join(' ')).toMatch(/answered HTTP 500/);
    expect(seen.length - before).toBe(2);
    reply = { status: 500, resets: 2 };
    expect((await draftLyrics({ ...base, lyricsModel: { url, model: 'tiny-llm' } })).history.join(' ')).toMatch(
      /could not be reached/,
    );

    reply = { hang: true };
    const slow = await draftLyrics({ ...base, lyricsModel: { url, model: 'tiny-llm', timeoutMs: 300 } });
    expect(slow.writer).toBe('built-in');
    expect(slow.history.join(' ')).toMatch(/did not answer within 0.3 s/);
  });

  it('is not asked when the buyer approved lyrics or no model is configured', async () => {
    const before = seen.length;
    const lyrics = { sections: [{ kind: 'chorus' as const, label: 'Chorus', lines: ['Our own words'] }] };
    expect((await draftLyrics({ ...base, lyrics, lyricsModel: { url, model: 'tiny-llm' } })).lyrics).toEqual(lyrics);
    expect((await draftLyrics(base)).writer).toBe('built-in');
    expect(seen.length).toBe(before);
  });
});
