import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailTransport, OutgoingMail } from './mail';

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    deliver: async (mail) => {
      const { id: _id, ...message } = mail;
      await transporter.sendMail(message);
    },
    close: async () => transporter.close(),
  };
}

/**
 * Without SMTP, the outbox table is what admins read in the admin area, with live links hidden. The delivered
 * copies (links included) go to a mailbox folder on the server's disk (DATA_DIR/mailbox, one JSON file per
 * message, readable by the account that runs Serenade only), which is reachable over no HTTP route.
 */
export function outboxTransport(mailboxDir?: string): MailTransport {
  return {
    name: 'outbox',
    deliver: async (mail) => {
      if (!mailboxDir) return;
      await mkdir(mailboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.json`;
      await writeFile(path.join(mailboxDir, name), JSON.stringify(mail, null, 2), { mode: 0o600 });
    },
  };
}

/** The delivered messages in a mailbox folder, newest first (for the operator and for tests). */
export async function readMailbox(mailboxDir: string, to?: string): Promise<OutgoingMail[]> {
  const names = await readdir(mailboxDir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((n) => n.endsWith('.json'))
      .sort()
      .reverse()
      .map(async (n) => JSON.parse(await readFile(path.join(mailboxDir, n), 'utf8')) as OutgoingMail),
  );
  return to ? mails.filter((m) => m.to === to) : mails;
}
