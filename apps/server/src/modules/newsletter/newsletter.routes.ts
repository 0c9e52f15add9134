import { z } from 'zod';
import { ZMessage, ZNewsletterTokenBody, ZSubscribeBody, ZUnsubscribeBody, ok } from '@serenade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../platform/http';
import type { NewsletterService } from './newsletter.service';

const tags = ['newsletter'];

export const newsletterRoutes =
  (deps: { newsletter: NewsletterService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/notify/subscribe',
      { schema: { tags, body: ZSubscribeBody, response: { 200: ok(ZMessage) } } },
      async (req) => {
        await deps.newsletter.subscribe(req.body.email);
        return envelope({ message: 'Thanks for subscribing! Please check your inbox to confirm.' });
      },
    );
    app.post(
      '/api/notify/confirm',
      { schema: { tags, body: ZNewsletterTokenBody, response: { 200: ok(z.object({ email: z.string() })) } } },
      async (req) => envelope(await deps.newsletter.confirm(req.body.token)),
    );
    app.post(
      '/api/notify/unsubscribe',
      { schema: { tags, body: ZUnsubscribeBody, response: { 200: ok(ZMessage) } } },
      async (req) => {
        await deps.newsletter.unsubscribe(req.body);
        return envelope({ message: 'You have been unsubscribed. You will not receive the newsletter any more.' });
      },
    );
  };
