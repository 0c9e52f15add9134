import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedback, feedbackAttachments } from '../../db/schema';
import { multipartBody } from '../../test/audio-fixtures';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(DB_TARGETS)('public feedback form (%s)', (target) => {
  const t = useTestApp(target);

  it('stores feedback with a rating and a screenshot for the admin screen', async () => {
    const u = await t.createUser({ name: 'Fay' });
    const { token } = await t.login(u.email, u.password);
    const body = multipartBody([
      { name: 'category', value: 'bug_report' },
      { name: 'subject', value: 'Player stutters' },
      { name: 'message', value: 'On my phone the player skips.' },
      { name: 'rating', value: '4' },
      { name: 'attachments', filename: 'screen.png', data: PNG, type: 'image/png' },
    ]);
    const res = await t.request({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...body.headers, ...bearer(token) },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    const [row] = await t.app.ctx.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({
      kind: 'feedback',
      category: 'bug_report',
      rating: 4,
      userId: u.id,
      status: 'new',
      isPublic: false,
    });
    const files = await t.app.ctx.db.select().from(feedbackAttachments).where(eq(feedbackAttachments.feedbackId, id));
    expect(files).toMatchObject([{ filename: 'screen.png', mime: 'image/png', size: PNG.length }]);
  });

  it('accepts plain JSON from visitors and names what is wrong', async () => {
    const ok = await t.request({
      method: 'POST',
      url: '/api/feedback',
      payload: { category: 'general_feedback', subject: 'Love it', message: 'Great songs' },
    });
    expect(ok.statusCode).toBe(201);
    const cases: [object, string][] = [
      [{ category: 'rant', subject: 's', message: 'm' }, 'category'],
      [{ category: 'other', subject: ' ', message: 'm' }, 'subject'],
      [{ category: 'other', subject: 's' }, 'message'],
      [{ category: 'other', subject: 's', message: 'm', rating: '9' }, 'rating'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.request({ method: 'POST', url: '/api/feedback', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    const exe = multipartBody([
      { name: 'category', value: 'other' },
      { name: 'subject', value: 's' },
      { name: 'message', value: 'm' },
      { name: 'attachments', filename: 'virus.png', data: Buffer.from('MZ....'), type: 'image/png' },
    ]);
    const bad = await t.request({ method: 'POST', url: '/api/feedback', headers: exe.headers, payload: exe.payload });
    expect(bad.statusCode).toBe(415);
  });
});
