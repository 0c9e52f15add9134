import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { TestApp } from './harness';

/**
 * A visitor's free order waits for their e-mail address (issue 16 item 6): tests that need it under way
 * follow the link in the confirmation mail, as the visitor would. Returns the confirm answer.
 */
export async function confirmGuestOrder(t: TestApp, requestId: string, email: string) {
  const [mail] = await t.app.ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email.toLowerCase()), eq(mailOutbox.kind, 'request-confirm-email')))
    .orderBy(desc(mailOutbox.createdAt));
  const link = mail && /https?:\/\/\S+confirm=([\w.-]+)/.exec(mail.text);
  if (!link) throw new Error(`no confirmation mail to ${email}`);
  const res = await t.request({
    method: 'POST',
    url: `/api/songs/request/${requestId}/confirm-email`,
    payload: { token: link[1] },
  });
  if (res.statusCode !== 200) throw new Error(`confirmation failed: ${res.body}`);
  return res.json().data as { status: string };
}
