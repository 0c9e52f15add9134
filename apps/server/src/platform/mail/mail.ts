import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { JobQueue } from '../jobs/jobs';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  kind?: string;
};

export type OutgoingMail = MailMessage & { from: string };

/** A driver delivers one message; throwing makes the job retry it. */
export type MailTransport = {
  name: 'smtp' | 'outbox';
  deliver: (mail: OutgoingMail) => Promise<void>;
  close?: () => Promise<void>;
};

export type Mailer = {
  transport: MailTransport;
  /** Stores the message and queues its delivery; never blocks on the network. */
  send: (msg: MailMessage, tx?: Db) => Promise<string>;
};

export const MAIL_QUEUE = 'mail.send';

export function createMailer(opts: {
  db: Db;
  jobs: JobQueue;
  transport: MailTransport;
  from: (executor: Db) => Promise<string>;
}): Mailer {
  const { db, jobs, transport } = opts;

  jobs.register<{ id: string }>(MAIL_QUEUE, async ({ id }, job) => {
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!mail || mail.status === 'sent' || mail.status === 'stored') return;
    try {
      await transport.deliver({
        to: mail.to,
        from: mail.from,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
      await db
        .update(mailOutbox)
        .set({ status: transport.name === 'smtp' ? 'sent' : 'stored', sentAt: new Date(), attempts: job.attempts })
        .where(eq(mailOutbox.id, id));
    } catch (err) {
      const final = job.attempts >= job.maxAttempts;
      await db
        .update(mailOutbox)
        .set({
          attempts: job.attempts,
          lastError: err instanceof Error ? err.message : String(err),
          status: final ? 'failed' : 'queued',
        })
        .where(eq(mailOutbox.id, id));
      throw err;
    }
  });

  async function send(msg: MailMessage, tx: Db = db): Promise<string> {
    const from = await opts.from(tx);
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        to: msg.to,
        from,
        subject: msg.subject,
        text: msg.text,
        html: msg.html ?? null,
        replyTo: msg.replyTo ?? null,
        kind: msg.kind ?? 'generic',
        driver: transport.name,
      })
      .returning({ id: mailOutbox.id });
    await jobs.enqueue(MAIL_QUEUE, { id: row!.id }, { priority: 10, maxAttempts: 6 }, tx);
    return row!.id;
  }

  return { transport, send };
}
