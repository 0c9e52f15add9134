import { ZSupportBody, ZSupportTicket, ok } from '@serenade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { feedback } from '../../db/schema';
import { envelope } from '../../platform/http';
import type { Mailer } from '../../platform/mail/mail';
import type { AuthGuards } from '../auth/auth.plugin';
import { supportAckMail, supportTicketMail } from '../email/templates';
import type { SettingsService } from '../settings/settings.service';

/** Contact Support: stored as a ticket (admin Feedback screen) and e-mailed to the support address. */
export const supportRoutes =
  (deps: { db: Db; mailer: Mailer; settings: SettingsService; guards: AuthGuards }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/support',
      {
        preHandler: deps.guards.optionalAuth,
        schema: { tags: ['support'], body: ZSupportBody, response: { 201: ok(ZSupportTicket) } },
      },
      async (req, reply) => {
        const body = req.body;
        const [site, email] = await Promise.all([deps.settings.get('site'), deps.settings.get('email')]);
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
          const toSupport = supportTicketMail({ siteName: site.siteName, ticketId, ...body });
          await deps.mailer.send(
            { to: email.supportEmail, replyTo: body.email, ...toSupport, kind: 'support-ticket' },
            tx,
          );
          const ack = supportAckMail({ siteName: site.siteName, name: body.name, subject: body.subject, ticketId });
          await deps.mailer.send({ to: body.email, ...ack, kind: 'support-ack' }, tx);
          return ticketId;
        });
        return reply.status(201).send(envelope({ id }));
      },
    );
  };
