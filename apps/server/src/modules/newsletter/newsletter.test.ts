import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema';
import { DB_TARGETS, linkIn, useTestApp } from '../../test/harness';

describe.each(DB_TARGETS)('newsletter double opt-in (%s)', (target) => {
  const t = useTestApp(target);
  const status = async (email: string) =>
    (await t.app.ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]?.status;

  it('subscribes only after the link in the e-mail is clicked, and unsubscribes by link', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/notify/subscribe',
      payload: { email: 'Fan@Example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(await status('fan@example.com')).toBe('pending');
    await t.drain();
    const [mail] = await t.delivered('fan@example.com');
    expect(mail!.subject).toBe('Confirm your Serenade newsletter subscription');
    const confirm = new URL(linkIn(mail!.text, '/newsletter?confirm=')).searchParams.get('confirm')!;
    const unsubscribe = new URL(linkIn(mail!.text, '/newsletter?unsubscribe=')).searchParams.get('unsubscribe')!;

    const ok = await t.request({ method: 'POST', url: '/api/notify/confirm', payload: { token: confirm } });
    expect(ok.json().data).toEqual({ email: 'fan@example.com' });
    expect(await status('fan@example.com')).toBe('confirmed');

    const out = await t.request({ method: 'POST', url: '/api/notify/unsubscribe', payload: { token: unsubscribe } });
    expect(out.statusCode).toBe(200);
    expect(await status('fan@example.com')).toBe('unsubscribed');
    const forged = await t.request({ method: 'POST', url: '/api/notify/unsubscribe', payload: { token: 'nope' } });
    expect(forged.statusCode).toBe(400);
  });

  it('names a bad e-mail', async () => {
    const res = await t.request({ method: 'POST', url: '/api/notify/subscribe', payload: { email: 'nope' } });
    expect(res.json()).toMatchObject({ field: 'email', error: 'Please enter a valid email address' });
  });
});
