import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCTION_SETTINGS } from '@serenade/contract';
import { emailTemplates, jobs, requestStatusHistory, songs, songRequests } from '../../db/schema';
import { systemTemplate } from '../email/templates';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';
import { PRODUCE_QUEUE } from './orders.service';
import { PRODUCTION_FAILED_MESSAGE } from './production';

describe.each(DB_TARGETS)('a production job that fails for good (%s)', (target) => {
  const t = useTestApp(target);
  beforeAll(async () => {
    await t.app.ctx.settings.set('production', {
      ...DEFAULT_PRODUCTION_SETTINGS,
      songLengthSeconds: 60,
      lyricApproval: false,
    });
  });

  it('ends failed with words the buyer can read, tells them by e-mail, shows the error to staff, who retry it', async () => {
    const buyer = await t.createUser({ name: 'Rosa Buyer' });
    const { token } = await t.login(buyer.email, buyer.password);
    const res = await t.request({
      method: 'POST',
      url: '/api/song/request',
      headers: bearer(token),
      payload: {
        title: 'Storage Blues',
        description: 'For Ana who keeps every photo in a shoebox',
        song_types: ['pop'],
        priority_level: 'standard',
        is_public: false,
        price: 0,
      },
    });
    expect(res.statusCode).toBe(201);
    const requestId: string = res.json().data.request_id;

    // The bucket refuses every write (wrong keys): the render succeeds, storing its files does not.
    const storage = t.app.ctx.storage;
    const put = storage.put;
    storage.put = async (key, ...rest) => {
      if (key.startsWith('songs/')) throw new Error('InvalidAccessKeyId: The access key you provided does not exist');
      return put(key, ...rest);
    };
    try {
      // Two earlier attempts failed the same way; this is the last one (3 renders would only cost time).
      await t.app.ctx.db
        .update(jobs)
        .set({ attempts: 2 })
        .where(and(eq(jobs.queue, PRODUCE_QUEUE), eq(jobs.status, 'queued')));
      await t.drain();
    } finally {
      storage.put = put;
    }

    const [job] = await t.app.ctx.db.select().from(jobs).where(eq(jobs.queue, PRODUCE_QUEUE));
    expect(job).toMatchObject({ status: 'failed', attempts: 3 });
    expect(job!.lastError).toMatch(/InvalidAccessKeyId/);

    // The buyer's status page says it failed, in words meant for them (no storage jargon).
    const status = await t.request({
      method: 'GET',
      url: `/api/songs/request/${requestId}/status`,
      headers: bearer(token),
    });
    expect(status.json().data).toMatchObject({ status: 'failed', errorMessage: PRODUCTION_FAILED_MESSAGE });
    // a free song, made without lyric approval: no step was passed before it failed
    expect(status.json().data.reached).toEqual([]);
    expect(PRODUCTION_FAILED_MESSAGE).not.toMatch(/access key|S3|storage/i);
    const [failedMail] = (await t.mails(buyer.email)).filter((m) => m.kind === 'request-failed');
    expect(failedMail).toBeTruthy();
    expect(failedMail!.text).toContain(PRODUCTION_FAILED_MESSAGE);
    expect(failedMail!.text, 'one full stop after the reason').not.toContain('..');
    expect(failedMail!.text.match(/has been told/g), 'says once that the team knows').toHaveLength(1);
    expect(await t.app.ctx.db.select().from(songs).where(eq(songs.requestId, requestId))).toEqual([]);

    // Staff see the real error in the request's history.
    const admin = await t.createUser({ role: 'admin' });
    const adminToken = (await t.login(admin.email, admin.password)).token;
    const detail = (
      await t.request({ method: 'GET', url: `/api/admin/requests/${requestId}`, headers: bearer(adminToken) })
    ).json().data;
    expect(detail).toMatchObject({ status: 'failed', errorMessage: PRODUCTION_FAILED_MESSAGE });
    const failedStep = detail.history.find((h: { to: string }) => h.to === 'failed');
    expect(failedStep.note).toMatch(/InvalidAccessKeyId/);

    // Only staff retry, only a failed request, once.
    const retryUrl = `/api/admin/requests/${requestId}/retry`;
    expect((await t.request({ method: 'POST', url: retryUrl, headers: bearer(token) })).statusCode).toBe(403);
    const retried = await t.request({ method: 'POST', url: retryUrl, headers: bearer(adminToken) });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ status: 'paid' });
    const again = await t.request({ method: 'POST', url: retryUrl, headers: bearer(adminToken) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/Only a failed request can be retried; this one is paid/);
    const missing = await t.request({
      method: 'POST',
      url: '/api/admin/requests/00000000-0000-4000-8000-000000000000/retry',
      headers: bearer(adminToken),
    });
    expect(missing.statusCode).toBe(404);

    // Storage works again: the retried request is made and delivered, once.
    await t.drain();
    const [done] = await t.app.ctx.db.select().from(songRequests).where(eq(songRequests.id, requestId));
    expect(done).toMatchObject({ status: 'completed', errorMessage: null });
    expect(await t.app.ctx.db.select({ id: songs.id }).from(songs).where(eq(songs.requestId, requestId))).toHaveLength(
      1,
    );
    const history = await t.app.ctx.db
      .select()
      .from(requestStatusHistory)
      .where(eq(requestStatusHistory.requestId, requestId));
    const retryStep = history.find((h) => h.fromStatus === 'failed');
    expect(retryStep).toMatchObject({ toStatus: 'paid', changedBy: admin.id, note: 'Retried by staff' });
  }, 400_000);

  it('refuses to send a request nobody paid for into production', async () => {
    const buyer = await t.createUser();
    const { token } = await t.login(buyer.email, buyer.password);
    const res = await t.request({
      method: 'POST',
      url: '/api/song/request',
      headers: bearer(token),
      payload: { title: 'Unpaid', prompt: 'For my aunt who grows tomatoes', priority: '24hr' },
    });
    expect(res.json().data).toMatchObject({ status: 'pending', requires_payment: true });
    const requestId: string = res.json().data.request_id;
    const admin = await t.createUser({ role: 'editor' });
    const adminToken = (await t.login(admin.email, admin.password)).token;
    const set = await t.request({
      method: 'PUT',
      url: `/api/admin/requests/${requestId}`,
      headers: bearer(adminToken),
      payload: { status: 'failed' },
    });
    expect(set.statusCode).toBe(200);
    const retry = await t.request({
      method: 'POST',
      url: `/api/admin/requests/${requestId}/retry`,
      headers: bearer(adminToken),
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error).toBe('This request was never paid, so it cannot go back into production');
    const [row] = await t.app.ctx.db.select().from(songRequests).where(eq(songRequests.id, requestId));
    expect(row!.status).toBe('failed');
    expect(await t.app.ctx.db.select().from(jobs).where(eq(jobs.queue, PRODUCE_QUEUE))).not.toContainEqual(
      expect.objectContaining({ payload: { requestId } }),
    );
  });

  it('migration 0017 gives a stored default failure mail its new last line, and leaves an edited one alone', async () => {
    const migration = await readFile(
      new URL('../../db/migrations/0017_request_failed_mail.sql', import.meta.url),
      'utf8',
    );
    const oldBody = systemTemplate('request_failed')!.body.replace(
      '<p>If you have a question, reply to this e-mail.</p>',
      '<p>Our team has been told. Reply to this e-mail and we will put it right.</p>',
    );
    const where = eq(emailTemplates.key, 'request_failed');
    const body = async () => (await t.app.ctx.db.select().from(emailTemplates).where(where))[0]!.body;
    await t.app.ctx.db.update(emailTemplates).set({ body: oldBody }).where(where);
    await t.app.ctx.db.execute(sql.raw(migration));
    expect(await body()).toBe(systemTemplate('request_failed')!.body);
    const edited = `${oldBody}<p>Signed, the admin</p>`;
    await t.app.ctx.db.update(emailTemplates).set({ body: edited }).where(where);
    await t.app.ctx.db.execute(sql.raw(migration));
    expect(await body()).toBe(edited);
  });
});
