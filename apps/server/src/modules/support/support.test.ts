import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema';
import { DB_TARGETS, useTestApp } from '../../test/harness';

describe.each(DB_TARGETS)('contact support (%s)', (target) => {
  const t = useTestApp(target);

  it('stores the ticket for the admin Feedback screen and e-mails support and the sender', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/support',
      payload: {
        name: 'Sam',
        email: 'sam@example.com',
        subject: 'Song late',
        message: 'My song is <b>late</b>.',
        priority: 'urgent',
      },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    const [row] = await t.app.ctx.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({
      kind: 'support',
      priority: 'urgent',
      senderName: 'Sam',
      senderEmail: 'sam@example.com',
      status: 'new',
    });

    await t.drain();
    const [toSupport] = await t.mails('support@serenade.local');
    expect(toSupport!.subject).toBe('[Support][urgent] Song late');
    expect(toSupport!.replyTo).toBe('sam@example.com');
    expect(toSupport!.html).toContain('My song is &lt;b&gt;late&lt;/b&gt;.');
    const [ack] = await t.mails('sam@example.com');
    expect(ack!.text).toContain('within 24 hours');
  });

  it('names the missing or wrong field', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/support',
      payload: { name: 'Sam', email: 'bad', subject: 's', message: 'm' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'email', error: 'Please enter a valid email address' });
    const prio = await t.request({
      method: 'POST',
      url: '/api/support',
      payload: { name: 'S', email: 's@example.com', subject: 's', message: 'm', priority: 'asap' },
    });
    expect(prio.json()).toMatchObject({
      field: 'priority',
      error: 'priority must be one of: low, normal, high, urgent',
    });
  });
});
