import { ZSupportBody, ZSupportTicket, ok } from '@serenade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { feedback } from '../../db/schema';
import { envelope } from '../../platform/http';
import type { Mailer } from '../../platform/mail/mail';
import type { AuthGuards } from '../auth/auth.plugin';
import { sendTemplate } from '../email/template-store';
import type { SettingsService } from '../settings/settings.service';
import { createLimits, lockFor } from '../limits/limits';

/** Contact Support: stored as a ticket (admin Feedback screen) and e-mailed to the support address. */
export const supportRoutes =
  (deps: { db: Db; mailer: Mailer; settings: SettingsService; guards: AuthGuards }): FastifyPluginAsyncZod =>
  async (app) => {
    const limits = createLimits(deps);
    app.post(
      '/api/support',
      {
        preHandler: deps.guards.optionalAuth,
        schema: { tags: ['support'], body: ZSupportBody, response: { 201: ok(ZSupportTicket) } },
      },
      async (req, reply) => {
        const body = req.body;
        const email = await deps.settings.get('email');
        const mail = { ...deps, publicUrl: app.ctx.config.publicUrl };
        const id = await deps.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(feedback)
            .values({
              kind: 'support',
              userId: req.user?.id ?? null,
              category: 'other',
              subject: body.subject,
              message: body.message,
              priority: body.priority,
              senderName: body.name,
              senderEmail: body.email,
            })
            .returning({ id: feedback.id });
          const ticketId = row!.id;
          const ticketRef = ticketId.slice(0, 8);
          await sendTemplate(
            mail,
            {
              key: 'support_ticket',
              to: email.supportEmail,
              replyTo: body.email,
              values: {
                ticketRef,
                priority: body.priority,
                senderName: body.name,
                senderEmail: body.email,
                ticketSubject: body.subject,
                message: body.message,
              },
              kind: 'support-ticket',
            },
            tx as unknown as Db,
          );
          // The sender's address is unconfirmed: a fixed acknowledgement (nothing they typed), a few a day.
          await lockFor(tx as unknown as Db, `form-mail:${body.email}`);
          if (await limits.formMailAllowed(body.email, tx as unknown as Db)) {
            await sendTemplate(
              mail,
              { key: 'support_ack', to: body.email, values: { ticketRef }, kind: 'support-ack' },
              tx as unknown as Db,
            );
          }
          return ticketId;
        });
        return reply.status(201).send(envelope({ id }));
      },
    );
  };
