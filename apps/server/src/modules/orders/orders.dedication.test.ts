import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { songRequests } from '../../db/schema';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';
import { recordRender } from './production-notes';
import { presentStory } from './story';

describe.each(DB_TARGETS)('who the song is for, and which voice sings it (%s)', (target) => {
  const t = useTestApp(target);
  let editor: { token: string };
  let member: { token: string; email: string };

  beforeAll(async () => {
    // Manual production: requests wait for an admin, so each test sees them as they were ordered.
    await t.app.ctx.settings.set('production', { ...(await t.app.ctx.settings.get('production')), mode: 'manual' });
    const e = await t.createUser({ role: 'editor' });
    editor = await t.login(e.email, e.password);
    const m = await t.createUser({ name: 'Ida Nowak' });
    member = { ...(await t.login(m.email, m.password)), email: m.email };
  });

  const order = (payload: object, token?: string) =>
    t.request({ method: 'POST', url: '/api/song/request', headers: token ? bearer(token) : {}, payload });
  const detail = async (id: string) => {
    const res = await t.request({ method: 'GET', url: `/api/admin/requests/${id}`, headers: bearer(editor.token) });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const count = async () => (await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(songRequests))[0]!.n;

  it('stores the recipient, relationship, signature and voice from the create-song page and shows them to staff', async () => {
    const res = await order(
      {
        prompt: 'Our grandfather Józef taught us to fish on Lake Tahoe every summer since 1998.',
        style: 'folk',
        priority: 'free',
        recipient: '  Grandpa   Józef ',
        relationship: 'our grandfather',
        from: 'your grandchildren',
        voice: 'male',
      },
      member.token,
    );
    expect(res.statusCode).toBe(201);
    const d = await detail(res.json().data.request_id);
    expect(d.dedication).toEqual({
      recipient: 'Grandpa Józef',
      relationship: 'our grandfather',
      from: 'your grandchildren',
      voice: 'male',
    });
  });

  it('takes several names from the order modal as one line, sung as the buyer wrote them', async () => {
    const res = await order({
      title: 'Fifty Years',
      description:
        'Our parents met at a dance in Krakow in 1975. The red bicycle, the cinema ticket and the waltz in the kitchen.',
      priority_level: 'standard',
      name: 'Ida Guest',
      email: 'ida.guest@example.com',
      recipient: ['Anna', 'Tomasz'],
      relationship: 'our parents',
      from: 'Ida',
      voice: 'female',
    });
    expect(res.statusCode).toBe(201);
    // The story is read in the background (a worker thread), not while the buyer waits.
    expect((await detail(res.json().data.request_id)).story).toBeNull();
    await t.drain();
    const d = await detail(res.json().data.request_id);
    expect(d.dedication).toEqual({
      recipient: 'Anna and Tomasz',
      relationship: 'our parents',
      from: 'Ida',
      voice: 'female',
    });
    expect(d.requester).toMatchObject({ kind: 'guest', name: 'Ida Guest' });
    // What the writer understood from the story, read when the order came in.
    const groups = Object.fromEntries(
      d.story.groups.map((g: { label: string; items: string[] }) => [g.label, g.items]),
    );
    expect(d.story.voice).toMatch(/sing to Anna and Tomasz/);
    expect(groups['Places']).toContain('Krakow');
    expect(groups['Years and dates']).toContain('1975, sung “nineteen seventy-five”');
    expect(groups['What happened'].join(' ')).toMatch(/met at a dance/);
    expect(groups['Moments told without a verb']).toEqual([
      'the red bicycle',
      'the cinema ticket',
      'the waltz in the kitchen',
    ]);
  });

  it('keeps taking requests without any of them: no recipient, the voice chosen by style', async () => {
    const res = await order({ prompt: 'A birthday song for my sister Maya', priority: 'free' }, member.token);
    expect(res.statusCode).toBe(201);
    const d = await detail(res.json().data.request_id);
    expect(d.dedication).toEqual({ recipient: null, relationship: null, from: null, voice: 'auto' });
  });

  it('tells the order screens what a buyer receives: sung by the generator, or made by the team', async () => {
    const kind = async () => (await t.request({ method: 'GET', url: '/api/config' })).json().data.songKind;
    expect(await kind()).toBe('produced');
    const production = await t.app.ctx.settings.get('production');
    await t.app.ctx.settings.set('production', { ...production, mode: 'auto' });
    try {
      // The built-in generator sings: it exports its voice.
      expect(await kind()).toBe('sung');
    } finally {
      await t.app.ctx.settings.set('production', production);
    }
  });

  it('refuses bad names and voices with a 400 naming the field, and stores nothing', async () => {
    const before = await count();
    const base = { prompt: 'A song for Anna', priority: 'free' };
    const cases: [object, string, RegExp][] = [
      [{ recipient: '' }, 'recipient', /recipient must not be empty/i],
      [{ recipient: '   ' }, 'recipient', /recipient must not be empty/i],
      [{ recipient: 'A'.repeat(121) }, 'recipient', /at most 120 characters/],
      [{ recipient: '<b>Anna</b>' }, 'recipient', /markup/],
      [{ recipient: 'Anna &lt;3' }, 'recipient', /markup/],
      [{ recipient: 'Anna\u0000' }, 'recipient', /control character/],
      [{ recipient: 'Anna\nTomasz' }, 'recipient', /one line|line breaks/],
      [{ recipient: '12345' }, 'recipient', /letters/],
      [{ recipient: ['Anna', ''] }, 'recipient.1', /must not be empty/],
      [{ recipient: [] }, 'recipient', /at least one name/],
      [{ relationship: 'x'.repeat(61) }, 'relationship', /at most 60 characters/],
      [{ relationship: '' }, 'relationship', /must not be empty/],
      [{ from: '<script>alert(1)</script>' }, 'from', /markup/],
      [{ from: 'Ida\u0007' }, 'from', /control character/],
      [{ from: 'y'.repeat(81) }, 'from', /at most 80 characters/],
      [{ voice: 'robot' }, 'voice', /voice must be one of: auto, female, male/],
      [{ voice: '' }, 'voice', /voice must be one of/],
    ];
    for (const [extra, field, message] of cases) {
      const res = await order({ ...base, ...extra }, member.token);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', field });
      expect(body.error).toMatch(message);
    }
    expect(await count()).toBe(before);
  });

  it("writes each sentence of a render's history into the status history and keeps the story the writer understood", async () => {
    const res = await order(
      { prompt: 'For Mrs. Okonkwo, who taught maths for thirty years', priority: 'free' },
      member.token,
    );
    const id = res.json().data.request_id as string;
    await t.app.ctx.db.update(songRequests).set({ status: 'generating' }).where(eq(songRequests.id, id));
    const story = {
      occasion: 'general',
      occasionName: 'retirement',
      recipient: { names: ['Mrs. Okonkwo'], sung: 'Mrs. Okonkwo', couple: false, group: false },
      singer: { plural: true },
      address: { mode: 'to', you: 'you' },
      people: [
        { name: 'Mrs. Okonkwo', told: 'Mrs. Okonkwo', role: 'recipient' },
        { name: 'Daniel', told: 'Daniel Fischer', role: 'other', relation: 'colleague' },
      ],
      numbers: [{ told: 'thirty years', sung: 'thirty years', value: 30, ordinal: false }],
      events: [{ told: 'taught maths', actor: { kind: 'recipient' }, phrase: 'taught maths for thirty years' }],
    };
    const history = [
      'The male voice was not available, so the female voice sang.',
      'Jazz was asked for; the song was arranged as pop.',
      'The lyrics were written by the built-in writer.',
    ];
    // A song as the generator returns it; only the fields recordRender reads matter here.
    await recordRender(t.app.ctx.db, id, { history, story } as never);
    // A second render that lost the race (the request has moved on) leaves nothing behind.
    await t.app.ctx.db.update(songRequests).set({ status: 'processing' }).where(eq(songRequests.id, id));
    await recordRender(t.app.ctx.db, id, { history: ['Should not appear.'], story: { people: [] } } as never);

    const d = await detail(id);
    const notes = d.history.filter((h: { from: string; to: string }) => h.from === h.to);
    expect(notes.map((h: { note: string }) => h.note)).toEqual(history);
    expect(notes.every((h: { to: string; changedBy: unknown }) => h.to === 'generating' && h.changedBy === null)).toBe(
      true,
    );
    expect(d.story).toEqual(presentStory(story));
    expect(d.story.voice).toBe('The buyers (“we”) sing to Mrs. Okonkwo (“you”)');
    expect(d.story.occasion).toBe('retirement (general)');
    expect(d.story.groups).toEqual([
      {
        label: 'People',
        items: ['Mrs. Okonkwo (recipient)', 'Daniel (mentioned; to the buyer: colleague), written “Daniel Fischer”'],
      },
      { label: 'Numbers and ages', items: ['thirty years'] },
      { label: 'What happened', items: ['Mrs. Okonkwo taught maths for thirty years'] },
    ]);
    // a song about a place is sung to the place, and the staff read so
    const tromso = { ...story, recipient: { ...story.recipient, names: [], sung: 'Tromsø' }, people: [] };
    expect(presentStory({ ...tromso, subject: { kind: 'place', head: 'hometown', sung: 'Tromsø' } })?.voice).toBe(
      'The buyers (“we”) sing to Tromsø, the place the song is about (“you”)',
    );
    expect(presentStory(tromso)?.voice).toBe('The buyers (“we”) sing to Tromsø (“you”)');
  });
});
