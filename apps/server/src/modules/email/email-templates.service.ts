import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { TEmailTemplate } from '@serenade/contract';
import { emailTemplates } from '../../db/schema';
import { AppError } from '../../errors';
import { placeholdersIn, renderTemplateContent, type TemplateValues } from './render';
import { commonValues, type TemplateMailDeps } from './template-store';
import { checkSecretTemplate, SECRET_LINKS, secretMarker, withoutSecrets } from './secret-links';
import { systemTemplate } from './templates';
import { hasRole } from '../auth/auth.policy';
import { isLinkPlaceholder, type TRole } from '@serenade/contract';

type Row = typeof emailTemplates.$inferSelect;
type TemplateInput = { name: string; subject: string; body: string; is_html: boolean };

const like = (term: string) => `%${term.replace(/[%_\\]/g, '\\$&')}%`;

function present(r: Row): TEmailTemplate {
  return {
    id: r.id,
    key: r.key,
    name: r.name,
    subject: r.subject,
    body: r.body,
    is_html: r.isHtml,
    description: r.key ? (systemTemplate(r.key)?.description ?? null) : null,
    linkPlaceholder: secretOf(r) ?? null,
    placeholders: placeholdersIn(r.subject, r.body),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

const notFound = () => new AppError('NOT_FOUND', 'Email template not found');

/** The secret link a system template carries (reset, verification, e-mail change), if any. */
const secretOf = (r: Row) => (r.key ? systemTemplate(r.key)?.secret : undefined);

/** Templates with a live link are the admins': an editor who could point the link elsewhere could take accounts. */
function assertMayEdit(r: Row, actorRole: TRole) {
  const secret = secretOf(r);
  if (secret && !hasRole(actorRole, 'admin')) {
    throw new AppError(
      'FORBIDDEN',
      `Only an admin can change this template: it carries the ${SECRET_LINKS[secret] ?? 'secret link'}.`,
    );
  }
}

/** The E-mail Notification Manager: templates (system ones are Serenade's real e-mails), previews and test sends. */
export function createEmailTemplatesService(deps: TemplateMailDeps) {
  const { db } = deps;

  async function find(id: string): Promise<Row> {
    const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id));
    if (!row) throw notFound();
    return row;
  }

  async function list(search?: string) {
    const cond = search
      ? or(ilike(emailTemplates.name, like(search)), ilike(emailTemplates.subject, like(search)))
      : undefined;
    // System templates first (they are the e-mails Serenade sends), then the admins' own; each by name.
    const rows = await db
      .select()
      .from(emailTemplates)
      .where(cond)
      .orderBy(sql`${emailTemplates.key} is null`, asc(emailTemplates.name), asc(emailTemplates.createdAt));
    return { templates: rows.map(present) };
  }

  const get = async (id: string) => present(await find(id));

  async function create(input: TemplateInput) {
    const [row] = await db
      .insert(emailTemplates)
      .values({ name: input.name, subject: input.subject, body: input.body, isHtml: input.is_html })
      .returning({ id: emailTemplates.id });
    return { templateId: row!.id };
  }

  async function update(id: string, input: TemplateInput, actorRole: TRole) {
    const current = await find(id);
    assertMayEdit(current, actorRole);
    const secret = secretOf(current);
    if (secret) checkSecretTemplate(secret, { subject: input.subject, body: input.body, isHtml: input.is_html });
    const [row] = await db
      .update(emailTemplates)
      .set({ name: input.name, subject: input.subject, body: input.body, isHtml: input.is_html, updatedAt: new Date() })
      .where(eq(emailTemplates.id, id))
      .returning();
    if (!row) throw notFound();
    return present(row);
  }

  async function remove(id: string) {
    const row = await find(id);
    if (row.key) {
      throw new AppError(
        'CONFLICT',
        'This is a system template: Serenade sends this e-mail, so it cannot be deleted. Edit it, or reset it to its default.',
      );
    }
    await db.delete(emailTemplates).where(eq(emailTemplates.id, id));
    return { message: 'Template deleted successfully' };
  }

  async function reset(id: string, actorRole: TRole) {
    const row = await find(id);
    assertMayEdit(row, actorRole);
    const dflt = row.key ? systemTemplate(row.key) : undefined;
    if (!dflt) throw new AppError('CONFLICT', 'Only system templates have a default to reset to');
    const [updated] = await db
      .update(emailTemplates)
      .set({ name: dflt.name, subject: dflt.subject, body: dflt.body, isHtml: true, updatedAt: new Date() })
      .where(eq(emailTemplates.id, id))
      .returning();
    return present(updated!);
  }

  /**
   * Rendered exactly as a real send would be, with the site's values under the given replacements. A live-link
   * placeholder (reset, verification, e-mail change) is never taken from the replacements: it shows what the
   * outbox shows, so a test send cannot pass off a typed address as Serenade's reset or confirmation link.
   */
  async function preview(input: { subject: string; body: string; is_html: boolean; replacements: TemplateValues }) {
    const common = await commonValues(deps);
    const links = Object.fromEntries(Object.keys(SECRET_LINKS).map((name) => [name, secretMarker(name)]));
    return renderTemplateContent(
      { subject: input.subject, body: input.body, isHtml: input.is_html },
      { ...common.values, ...input.replacements, ...links },
      common.siteName,
    );
  }

  /**
   * A test goes to the signed-in staff member's own address (an admin may send it elsewhere): a test of a real
   * template to someone else would be Serenade's own wording, from its own address, with whatever an editor typed.
   * Every link is the server's marker (the replacements hold none, ZEmailTestBody), so it carries no live link.
   */
  async function sendTest(
    id: string,
    input: { to: string; replacements: TemplateValues },
    actor: { email: string; role: TRole },
  ) {
    const to = input.to.trim().toLowerCase();
    if (to !== actor.email.toLowerCase() && !hasRole(actor.role, 'admin')) {
      throw new AppError(
        'FORBIDDEN',
        `You can send a test only to your own address (${actor.email}); sending it to another address needs an admin.`,
        { field: 'to' },
      );
    }
    const row = await find(id);
    const site = (await commonValues(deps)).values; // the site's own links ({{siteUrl}}) stay as they are
    const links = Object.fromEntries(
      placeholdersIn(row.subject, row.body)
        .filter((name) => isLinkPlaceholder(name) && !Object.hasOwn(site, name))
        .map((name) => [name, secretMarker(name)]),
    );
    const mail = await preview({
      subject: row.subject,
      body: row.body,
      is_html: row.isHtml,
      replacements: { ...withoutSecrets(input.replacements), ...links },
    });
    const messageId = await deps.mailer.send({ to, ...mail, kind: 'template-test' });
    return { messageId, to, message: `Test email sent to ${to}` };
  }

  return { list, get, create, update, remove, reset, preview, sendTest };
}

export type EmailTemplatesService = ReturnType<typeof createEmailTemplatesService>;
