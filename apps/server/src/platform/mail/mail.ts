import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs as jobsTable, mailOutbox } from '../../db/schema';
import type { JobQueue } from '../jobs/jobs';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  kind?: string;
  /**
   * Live secrets (reset, verification, e-mail change links). The subject, text and html carry each one's
   * `marker` instead; the outbox row keeps the markers (so staff see that a link was sent, never the link) and
   * only the delivered message has the values, put in at delivery time.
   */
  secrets?: MailSecret[];
};

export type MailSecret = { marker: string; value: string };

export type OutgoingMail = Omit<MailMessage, 'secrets'> & { from: string; id: string };

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

type MailJob = { id: string; sealed?: string };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
const reveal = (s: string, secrets: MailSecret[], encode: (v: string) => string) =>
  secrets.reduce((out, x) => out.split(x.marker).join(encode(x.value)), s);

/**
 * Secrets wait for delivery inside the job's payload, sealed (AES-256-GCM, a key derived from the server's
 * secret), and the payload is wiped once the message is delivered or given up: the database never holds a
 * readable live link, and after delivery holds none at all.
 */
function sealer(key: Buffer) {
  return {
    seal(secrets: MailSecret[]): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed: string): MailSecret[] {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'));
    },
  };
}

export function createMailer(opts: {
  db: Db;
  jobs: JobQueue;
  transport: MailTransport;
  from: (executor: Db) => Promise<string>;
  /** 32 bytes that seal secrets while a message waits for delivery. */
  secretKey: Buffer;
}): Mailer {
  const { db, jobs, transport } = opts;
  const seal = sealer(opts.secretKey);
  const wipe = (jobId: string, id: string) =>
    db.update(jobsTable).set({ payload: { id } }).where(eq(jobsTable.id, jobId));

  jobs.register<MailJob>(MAIL_QUEUE, async ({ id, sealed }, job) => {
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!mail || mail.status === 'sent' || mail.status === 'stored') return;
    const secrets = sealed ? seal.open(sealed) : [];
    try {
      await transport.deliver({
        id: mail.id,
        to: mail.to,
        from: mail.from,
        subject: reveal(mail.subject, secrets, (v) => v),
        text: reveal(mail.text, secrets, (v) => v),
        ...(mail.html ? { html: reveal(mail.html, secrets, escapeHtml) } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
      if (sealed) await wipe(job.id, id);
      await db
        .update(mailOutbox)
        .set({ status: transport.name === 'smtp' ? 'sent' : 'stored', sentAt: new Date(), attempts: job.attempts })
        .where(eq(mailOutbox.id, id));
    } catch (err) {
      const final = job.attempts >= job.maxAttempts;
      if (final && sealed) await wipe(job.id, id);
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
    const payload: MailJob = msg.secrets?.length ? { id: row!.id, sealed: seal.seal(msg.secrets) } : { id: row!.id };
    await jobs.enqueue(MAIL_QUEUE, payload, { priority: 10, maxAttempts: 6 }, tx);
    return row!.id;
  }

  return { transport, send };
}
