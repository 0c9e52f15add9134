import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import type { Mailer } from '../../platform/mail/mail';
import type { SettingsService } from '../settings/settings.service';
import { renderTemplateContent, type Rendered, type TemplateValues } from './render';
import { splitSecrets } from './secret-links';
import { SYSTEM_TEMPLATES, systemTemplate, type SystemTemplateKey } from './templates';

/** What rendering needs: the templates, the settings (site name, support address) and the site's address. */
export type TemplateDeps = { db: Db; settings: SettingsService; publicUrl?: string | undefined };
export type TemplateMailDeps = TemplateDeps & { mailer: Mailer };

/**
 * Inserts the system templates that are missing, by key, and never touches existing rows: an admin's edits
 * survive every restart. Safe to run concurrently (the unique key decides). Returns how many were added.
 */
export async function seedSystemTemplates(db: Db): Promise<number> {
  const added = await db
    .insert(emailTemplates)
    .values(SYSTEM_TEMPLATES.map((t) => ({ key: t.key, name: t.name, subject: t.subject, body: t.body, isHtml: true })))
    .onConflictDoNothing({ target: emailTemplates.key })
    .returning({ id: emailTemplates.id });
  return added.length;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** The placeholders every e-mail can use, from the current settings. */
export async function commonValues(deps: TemplateDeps, executor: Db = deps.db) {
  const site = await deps.settings.get('site', executor);
  const email = await deps.settings.get('email', executor);
  const values: TemplateValues = {
    siteName: site.siteName,
    supportEmail: email.supportEmail,
    currentDate: longDate.format(new Date()),
  };
  if (deps.publicUrl) {
    values.siteUrl = deps.publicUrl;
    values.dashboardUrl = `${deps.publicUrl}/my-songs`;
  }
  return { siteName: site.siteName, values };
}

/**
 * Renders the e-mail with this key from its (possibly edited) template. `executor` lets a sender inside a
 * transaction read through it. A missing row (a database seeded before the key existed) falls back to the default.
 */
export async function renderTemplate(
  deps: TemplateDeps,
  key: SystemTemplateKey,
  values: TemplateValues,
  executor: Db = deps.db,
): Promise<Rendered> {
  const [row] = await executor
    .select({ subject: emailTemplates.subject, body: emailTemplates.body, isHtml: emailTemplates.isHtml })
    .from(emailTemplates)
    .where(eq(emailTemplates.key, key));
  const fallback = systemTemplate(key)!;
  const content = row ?? { subject: fallback.subject, body: fallback.body, isHtml: true };
  const common = await commonValues(deps, executor);
  return renderTemplateContent(content, { ...common.values, ...values }, common.siteName);
}

/** Renders a system template and hands it to the mailer (outbox or SMTP). Returns the outbox id. */
export async function sendTemplate(
  deps: TemplateMailDeps,
  msg: { key: SystemTemplateKey; to: string; values: TemplateValues; kind: string; replyTo?: string },
  executor: Db = deps.db,
): Promise<string> {
  // Live links are rendered as markers; the mailer puts the real values in only when it delivers.
  const { values, secrets } = splitSecrets(msg.values);
  const mail = await renderTemplate(deps, msg.key, values, executor);
  return deps.mailer.send(
    {
      to: msg.to,
      ...mail,
      kind: msg.kind,
      ...(msg.replyTo ? { replyTo: msg.replyTo } : {}),
      ...(secrets.length ? { secrets } : {}),
    },
    executor,
  );
}

/**
 * Tells the staff (the support address) about a new member or song, when that notification is switched on in
 * the e-mail settings. Returns whether a message was queued.
 */
export async function notifyStaff(
  deps: TemplateMailDeps,
  what: 'new_user' | 'new_song',
  values: TemplateValues,
  executor: Db = deps.db,
): Promise<boolean> {
  const email = await deps.settings.get('email', executor);
  const on = what === 'new_user' ? email.notifyOnNewUser : email.notifyOnNewSong;
  if (!on) return false;
  await sendTemplate(
    deps,
    {
      key: what === 'new_user' ? 'staff_new_user' : 'staff_new_song',
      to: email.supportEmail,
      values,
      kind: `staff-${what.replace('_', '-')}`,
    },
    executor,
  );
  return true;
}

/**
 * The "new song" notice to staff for songs that appear without staff making them: a member's upload or a
 * finished song request. Songs an admin uploads are not announced to the admins.
 */
export function notifyNewSong(
  deps: TemplateMailDeps,
  song: { id: string; title: string; artist: string; isPublic: boolean },
  origin: string,
  executor: Db = deps.db,
): Promise<boolean> {
  return notifyStaff(
    deps,
    'new_song',
    {
      songTitle: song.title,
      songArtist: song.artist,
      songOrigin: origin,
      songVisibility: song.isPublic ? 'public' : 'private',
      adminUrl: `${deps.publicUrl ?? ''}/admin/songs/edit/${song.id}`,
    },
    executor,
  );
}
