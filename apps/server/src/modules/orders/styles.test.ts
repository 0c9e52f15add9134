import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { songRequests, songs } from '../../db/schema';
import { DB_TARGETS, useTestApp } from '../../test/harness';
import { confirmGuestOrder } from '../../test/guest-orders';

describe.each(DB_TARGETS)('the styles a buyer chooses (%s)', (target) => {
  const t = useTestApp(target);
  beforeAll(async () => {
    const production = await t.app.ctx.settings.get('production');
    await t.app.ctx.settings.set('production', {
      ...production,
      mode: 'auto',
      songLengthSeconds: 60,
      lyricApproval: false,
    });
  });

  it('keeps every chosen style as a tag on the request and the song; folk and acoustic are arranged as folk', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/song/request',
      payload: {
        title: 'Kitchen Mornings',
        prompt: 'For my grandfather Tomas who hums in the kitchen every morning',
        style: 'Folk, acoustic, warm',
        tags: ['birthday'],
        priority: 'free',
        name: 'Ana Buyer',
        email: 'ana@example.com',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.request_id as string;
    const [request] = await t.app.ctx.db.select().from(songRequests).where(eq(songRequests.id, id));
    expect(request!.styles).toEqual(['folk', 'acoustic', 'warm']);

    // A visitor's free song starts once they follow the link in their confirmation mail.
    await confirmGuestOrder(t, id, 'ana@example.com');
    await t.drain();
    const [done] = await t.app.ctx.db.select().from(songRequests).where(eq(songRequests.id, id));
    expect(done!.status).toBe('completed');
    const [song] = await t.app.ctx.db.select().from(songs).where(eq(songs.id, done!.finalSongId!));
    expect(song!.genre).toBe('folk');
    expect(song!.tags).toEqual(expect.arrayContaining(['folk', 'acoustic', 'warm', 'birthday']));
    expect(new Set(song!.tags).size).toBe(song!.tags.length);
  });
});
