import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

type Delivered = { to: string; subject: string; text: string };

/**
 * Without SMTP the server delivers each message as a JSON file in DATA_DIR/mailbox (the admin outbox shows
 * private links hidden). Journeys read mail there, as the recipient would in their inbox; no HTTP route serves it.
 * Waits for the newest message to `to` for which `pick` returns something, and returns that.
 */
async function waitForMail<T>(
  to: string,
  pick: (mail: Delivered) => T | undefined,
  what: string,
  timeoutMs: number,
): Promise<T> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mailbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(dir).catch(() => [] as string[]))
      .filter((n) => n.endsWith('.json'))
      .sort()
      .reverse();
    for (const name of names) {
      const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as Delivered;
      const found = mail.to === to ? pick(mail) : undefined;
      if (found !== undefined) return found;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The path and query of the first link to `pathPrefix` in the newest message to `to`. */
export function mailedLink(to: string, pathPrefix: string, timeoutMs = 15_000): Promise<string> {
  const link = new RegExp(`https?://[^\\s]*${pathPrefix.replace(/[?.]/g, '\\$&')}\\S*`);
  return waitForMail(
    to,
    (mail) => {
      const m = link.exec(mail.text);
      if (!m) return undefined;
      const url = new URL(m[0]);
      return `${url.pathname}${url.search}`;
    },
    `with a ${pathPrefix} link`,
    timeoutMs,
  );
}

/** The newest delivered message to `to` whose subject matches, waiting for it as a recipient would. */
export function mailTo(to: string, subject: RegExp, timeoutMs = 15_000): Promise<Delivered> {
  return waitForMail(
    to,
    (mail) => (subject.test(mail.subject) ? mail : undefined),
    `with a subject like ${subject}`,
    timeoutMs,
  );
}
