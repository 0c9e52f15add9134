import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCTION_SETTINGS } from '@serenade/contract';
import { draftLyrics, lineEnding, MAX_SONGS_PER_ENDING, songEndings, type Lyrics } from '@serenade/generator';
import { lyricEndings, songs } from '../../db/schema';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';
import type { NewSong } from '../songs/songs.repo';
import { completeRequest } from './delivery';
import { fullEndings, recordEndings } from './lyric-endings';
import { findRequest } from './orders.repo';
import { PRODUCE_QUEUE } from './orders.service';
import { generatorInput } from './story';

const SONG_LENGTH = 60;

const STORY =
  'My grandmother Rosa ran a bakery in Lisbon for forty years. Every morning at five she sang while the bread ' +
  'rose, and on Sundays she taught me to fold pastry by the window overlooking the harbour.';
/** The story's own words: a line that carries one tells the story (it may end as two songs do when no other way of
 * singing it fits); so may the hook, which carries her name. */
const TOLD = new Set(
  STORY.toLowerCase()
    .match(/[a-z]+/g)!
    .filter((w) => w.length > 3 && !/^(every|while|that|with|they|this|from|have|morning|sundays)$/.test(w)),
);
/** Lines that end as two songs already do although they sing nothing of the story: stock lines (none may). */
const stockReused = (reused: string[]) =>
  reused.filter((l) => !/\bRosa\b/.test(l) && !(l.toLowerCase().match(/[a-z]+/g) ?? []).some((w) => TOLD.has(w)));

describe.each(DB_TARGETS)("the shop's ending register (%s)", (target) => {
  const t = useTestApp(target);
  let buyer: { token: string };

  beforeAll(async () => {
    await t.app.ctx.settings.set('production', {
      ...DEFAULT_PRODUCTION_SETTINGS,
      songLengthSeconds: SONG_LENGTH,
      lyricApproval: false,
    });
    const u = await t.createUser({ name: 'Ines Buyer' });
    buyer = await t.login(u.email, u.password);
  });

  beforeEach(async () => {
    await t.app.ctx.db.delete(lyricEndings);
  });

  const register = async () =>
    Object.fromEntries(
      (await t.app.ctx.db.select().from(lyricEndings)).map((r) => [r.ending, r.songs] as const),
    ) as Record<string, number>;

  /** A member's free song for Rosa (made at once: no payment, no lyric approval); its job is queued. */
  const order = async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/song/request',
      headers: bearer(buyer.token),
      payload: { prompt: STORY, style: 'folk', priority: 'free', recipient: 'Rosa', relationship: 'my grandmother' },
    });
    expect(res.statusCode).toBe(201);
    return (await findRequest(t.app.ctx.db, res.json().data.request_id))!;
  };

  /** The lines the delivered song sings (its timed lyrics). */
  const sungLines = async (requestId: string) => {
    const [song] = await t.app.ctx.db.select().from(songs).where(eq(songs.requestId, requestId));
    expect(song).toBeTruthy();
    return song!.lyrics.map((l) => l.text);
  };

  it('counts each ending once per song, however often it is sung, and calls it full at two songs', async () => {
    const chorus = { kind: 'chorus' as const, label: 'Chorus', lines: ['We sing it in the morning light'] };
    const one: Lyrics = {
      sections: [
        { kind: 'verse', label: 'Verse 1', lines: ['The kettle on the stove again', 'You hum along to the radio'] },
        chorus,
        { kind: 'verse', label: 'Verse 2', lines: ['The kettle on the stove again', 'And nobody is in a hurry'] },
        chorus,
      ],
    };
    const two: Lyrics = {
      sections: [{ kind: 'verse', label: 'Verse', lines: ['Out walking in the morning light', 'Far away now'] }],
    };
    expect(await recordEndings(t.app.ctx.db, one)).toBe(4);
    expect(await register()).toEqual({
      'the stove again': 1,
      'to the radio': 1,
      'the morning light': 1,
      'in a hurry': 1,
    });
    expect(await fullEndings(t.app.ctx.db)).toEqual([]);

    await recordEndings(t.app.ctx.db, two);
    expect(await register()).toEqual({
      'the stove again': 1,
      'to the radio': 1,
      'the morning light': 2,
      'in a hurry': 1,
      'far away now': 1,
    });
    expect(MAX_SONGS_PER_ENDING).toBe(2);
    expect(await fullEndings(t.app.ctx.db)).toEqual(['the morning light']);

    await recordEndings(t.app.ctx.db, one);
    expect(await fullEndings(t.app.ctx.db)).toEqual([
      'in a hurry',
      'the morning light',
      'the stove again',
      'to the radio',
    ]);
    expect((await register())['the morning light']).toBe(3);
  });

  it('writes the next song around the endings two songs already have, and counts its own once, also when its job runs again', async () => {
    const r = await order();
    // What the writer would sing for this very request (the render's input, orders/story.ts and production.ts)
    // with an empty register: two earlier songs have ended their lines the same way.
    const natural = await draftLyrics({ ...generatorInput(r), lengthSeconds: SONG_LENGTH });
    const taken = new Set(songEndings(natural.lyrics));
    await recordEndings(t.app.ctx.db, natural.lyrics);
    await recordEndings(t.app.ctx.db, natural.lyrics);
    expect(new Set(await fullEndings(t.app.ctx.db))).toEqual(taken);
    const naturalLines = natural.lyrics.sections.flatMap((s) => s.lines);
    expect(naturalLines.filter((l) => taken.has(lineEnding(l))).length).toBe(naturalLines.length);

    await t.drain();
    expect((await findRequest(t.app.ctx.db, r.id))!.status).toBe('completed');
    const lines = await sungLines(r.id);
    const reused = lines.filter((l) => taken.has(lineEnding(l)));
    // Only what the story tells (the bakery, the forty years, the pastry, the bread) and the hook may still end that way.
    expect(stockReused(reused), `still ending a full way: ${reused.join(' / ')}`).toEqual([]);
    expect(reused.length).toBeLessThan(lines.length / 2);
    expect(lines.filter((l) => !naturalLines.includes(l)).length).toBeGreaterThan(lines.length / 2);
    // and its own endings joined the register
    const counts = Object.fromEntries(
      [...new Set([...taken, ...lines.map(lineEnding).filter(Boolean)])].map((e) => [e, taken.has(e) ? 2 : 0] as const),
    );
    for (const e of new Set(lines.map(lineEnding).filter(Boolean))) counts[e]! += 1;
    expect(await register()).toEqual(counts);

    // A repeated job (a reclaimed one, a second process) finds the song delivered and counts nothing; one that
    // rendered alongside the first comes second to the request's row lock, and counts nothing either.
    await t.app.ctx.jobs.enqueue(PRODUCE_QUEUE, { requestId: r.id });
    await t.drain();
    let counted = 0;
    const second = await completeRequest(t.app.ctx.db, r, {} as NewSong, undefined, async () => {
      counted += 1;
    });
    expect(second).toBeNull();
    expect(counted).toBe(0);
    expect(await register()).toEqual(counts);
  });

  it('writes the draft a buyer approves around them too', async () => {
    await t.app.ctx.settings.set('production', {
      ...DEFAULT_PRODUCTION_SETTINGS,
      songLengthSeconds: SONG_LENGTH,
      lyricApproval: true,
    });
    try {
      const r = await order();
      expect(r.status).toBe('awaiting_approval');
      // the draft's input (approval.service.ts): the render's, with the request's pronunciations
      const natural = await draftLyrics({
        ...generatorInput(r),
        lengthSeconds: SONG_LENGTH,
        pronunciations: r.pronunciations,
      });
      const taken = new Set(songEndings(natural.lyrics));
      await recordEndings(t.app.ctx.db, natural.lyrics);
      await recordEndings(t.app.ctx.db, natural.lyrics);
      await t.drain();
      const draft = (await findRequest(t.app.ctx.db, r.id))!.lyricsDraft;
      expect(draft).toBeTruthy();
      const lines = draft!.sections.flatMap((s) => s.lines.map((l) => l.text));
      const naturalLines = natural.lyrics.sections.flatMap((s) => s.lines);
      const reused = lines.filter((l) => taken.has(lineEnding(l)));
      // Only what the story tells (the bakery, the forty years, the pastry, the bread) and the hook may still end that way.
      expect(stockReused(reused), `still ending a full way: ${reused.join(' / ')}`).toEqual([]);
      expect(reused.length).toBeLessThan(lines.length / 2);
      expect(lines.filter((l) => !naturalLines.includes(l)).length).toBeGreaterThan(lines.length / 2);
      // a draft is not a song: nothing is counted until one is delivered
      expect(new Set(Object.values(await register()))).toEqual(new Set([MAX_SONGS_PER_ENDING]));
    } finally {
      await t.app.ctx.settings.set('production', {
        ...DEFAULT_PRODUCTION_SETTINGS,
        songLengthSeconds: SONG_LENGTH,
        lyricApproval: false,
      });
    }
  });
});
