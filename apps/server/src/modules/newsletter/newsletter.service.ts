import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { AppError } from '../../errors';
import type { Mailer } from '../../platform/mail/mail';
import type { Tokens } from '../../platform/tokens';
import { consumeToken } from '../auth/auth.repo';
import { sendTemplate } from '../email/template-store';
import type { SettingsService } from '../settings/settings.service';
import { createLimits } from '../limits/limits';

/** Double opt-in: a subscription counts once its owner clicks the link we e-mail. */
export function createNewsletterService(deps: {
  db: Db;
  mailer: Mailer;
  tokens: Tokens;
  settings: SettingsService;
  config: Config;
}) {
  const { db, tokens, config } = deps;
  const limits = createLimits(deps);

  const find = async (email: string) =>
    (await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

  async function unsubscribeUrl(email: string) {
    const token = await tokens.signAction(email, 'newsletter-unsubscribe', 365 * 24 * 3600);
    return `${config.publicUrl}/newsletter?unsubscribe=${encodeURIComponent(token)}`;
  }

  async function subscribe(email: string): Promise<void> {
    const existing = await find(email);
    if (existing?.status === 'confirmed') return; // same answer: nobody learns who is subscribed
    if (!existing) await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
    else
      await db
        .update(newsletterSubscribers)
        .set({ status: 'pending', updatedAt: new Date() })
        .where(eq(newsletterSubscribers.email, email));
    // Anyone can type any address here: the confirmation is fixed text, and an address gets a few a day.
    await limits.assertFormMail(email);
    const token = await tokens.signAction(email, 'newsletter-confirm', 7 * 24 * 3600);
    await sendTemplate(
      { ...deps, publicUrl: config.publicUrl },
      {
        key: 'newsletter_confirm',
        to: email,
        values: {
          userEmail: email,
          confirmUrl: `${config.publicUrl}/newsletter?confirm=${encodeURIComponent(token)}`,
          unsubscribeUrl: await unsubscribeUrl(email),
        },
        kind: 'newsletter-confirm',
      },
    );
  }

  async function confirm(token: string): Promise<{ email: string }> {
    const claims = await tokens.verifyAction(token, 'newsletter-confirm');
    const existing = await find(claims.sub);
    if (!existing) throw new AppError('INVALID_TOKEN', 'This link is invalid.', { field: 'token' });
    if (existing.status !== 'confirmed') {
      if (!(await consumeToken(db, claims.jti, 'newsletter-confirm'))) {
        throw new AppError('INVALID_TOKEN', 'This link has already been used.', { field: 'token' });
      }
      await db
        .update(newsletterSubscribers)
        .set({ status: 'confirmed', confirmedAt: new Date(), updatedAt: new Date() })
        .where(eq(newsletterSubscribers.email, claims.sub));
    }
    return { email: claims.sub };
  }

  async function unsubscribe(input: { token: string } | { email: string }): Promise<void> {
    const email =
      'token' in input ? (await tokens.verifyAction(input.token, 'newsletter-unsubscribe')).sub : input.email;
    await db
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date(), updatedAt: new Date() })
      .where(eq(newsletterSubscribers.email, email));
  }

  return {
    subscribe,
    confirm,
    unsubscribe,
    status: async (email: string) => (await find(email))?.status ?? null,
    unsubscribeUrl,
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
