import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailOutbox } from '../../db/schema';
import { useTestApp } from '../../test/harness';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on a free port; it can be told to refuse the next messages. */
function smtpSink() {
  const received: Received[] = [];
  let refuse = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refuse > 0) {
          refuse -= 1;
          const err = Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 });
          return callback(err);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return {
    received,
    refuseNext: (n: number) => (refuse = n),
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sink = smtpSink();
let port = 0;
beforeAll(async () => {
  port = await sink.listen();
});
afterAll(() => sink.close());

describe('mail over SMTP', () => {
  // The SMTP URL is only known once the sink listens, so it is passed lazily through the env object.
  const env: Record<string, string> = {};
  Object.defineProperty(env, 'SMTP_URL', { enumerable: true, get: () => `smtp://127.0.0.1:${port}?ignoreTLS=true` });
  const t = useTestApp('pglite', env);

  it('delivers a signup’s e-mails to the SMTP server, off the request path', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/signup',
      payload: { name: 'Sid', email: 'sid@example.com', password: 'Passw0rd!' },
    });
    expect(res.statusCode).toBe(201);
    // Nothing is sent while the request runs: it is queued.
    expect(sink.received).toHaveLength(0);
    const queued = await t.mails('sid@example.com');
    expect(queued.every((m) => m.status === 'queued' && m.driver === 'smtp')).toBe(true);

    await t.drain();
    const toSid = sink.received.filter((r) => r.to.includes('sid@example.com'));
    expect(toSid).toHaveLength(2);
    expect(toSid.map((m) => /Subject: (.*)/.exec(m.raw)?.[1]).sort()).toEqual([
      'Confirm your e-mail for Serenade',
      'Welcome to Serenade!',
    ]);
    expect(toSid[0]!.from).toBe('no-reply@serenade.local');
    const sent = await t.mails('sid@example.com');
    expect(sent.every((m) => m.status === 'sent' && m.sentAt)).toBe(true);
  });

  it('delivers a live reset link over SMTP while the outbox row shows only that a link was sent', async () => {
    const user = await t.createUser({ email: 'smtp.reset@example.com' });
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    await t.drain();
    const [stored] = await t.mails(user.email);
    expect(stored).toMatchObject({ kind: 'reset-password', status: 'sent' });
    expect(`${stored!.text}${stored!.html}`).not.toMatch(/token=/);
    expect(stored!.text).toContain('[hidden: password reset link]');
    const got = sink.received.find((r) => r.to.includes(user.email))!;
    // The raw message is quoted-printable: undo soft line breaks and =3D before looking for the link.
    const decoded = got.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(decoded).toMatch(/http:\/\/serenade\.test\/reset-password\?token=ey/);
    expect(decoded).not.toContain('[hidden:');
  });

  it('retries a message the server refused, and delivers it later', async () => {
    sink.refuseNext(1);
    const id = await t.app.ctx.mailer.send({
      to: 'retry@example.com',
      subject: 'Hello again',
      text: 'Second time lucky',
    });
    await t.drain();
    let [row] = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.lastError).toMatch(/busy/);
    expect(sink.received.some((r) => r.to.includes('retry@example.com'))).toBe(false);

    // The retry waits for its backoff; bring it forward instead of sleeping.
    await t.app.ctx.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.status, 'queued'));
    await t.drain();
    [row] = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sink.received.filter((r) => r.to.includes('retry@example.com'))).toHaveLength(1);
  });
});
