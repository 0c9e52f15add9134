import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

type Delivered = { to: string; subject: string; text: string };

/**
 * Without SMTP the server delivers each message as a JSON file in DATA_DIR/mailbox (the admin outbox shows
 * private links hidden). Journeys read links there, as the recipient would in their inbox; no HTTP route serves it.
 * Returns the path and query of the first link to `pathPrefix` in the newest message to `to`.
 */
export async function mailedLink(to: string, pathPrefix: string, timeoutMs = 15_000): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mailbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(dir).catch(() => [] as string[]))
      .filter((n) => n.endsWith('.json'))
      .sort()
      .reverse();
    for (const name of names) {
      const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as Delivered;
      if (mail.to !== to) continue;
      const m = new RegExp(`https?://[^\\s]*${pathPrefix.replace(/[?.]/g, '\\$&')}\\S*`).exec(mail.text);
      if (m) {
        const url = new URL(m[0]);
        return `${url.pathname}${url.search}`;
      }
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a ${pathPrefix} link`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The newest delivered message to `to` whose subject matches, waiting for it as a recipient would. */
export async function mailTo(to: string, subject: RegExp, timeoutMs = 15_000): Promise<Delivered> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mailbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(dir).catch(() => [] as string[]))
      .filter((n) => n.endsWith('.json'))
      .sort()
      .reverse();
    for (const name of names) {
      const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as Delivered;
      if (mail.to === to && subject.test(mail.subject)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a subject like ${subject}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
