import { z } from 'zod';
import {
  ZBillingHistory,
  ZConfirmRequestEmailBody,
  ZPaymentProcessBody,
  ZPaymentResult,
  ZRequestListItem,
  ZRequestNotifyBody,
  ZRequestStatusView,
  ZSongRequestBody,
  ZSongRequestCreated,
  ok,
} from '@serenade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { addressKey } from '../limits/limits';
import { badFilename, sniffAudio } from '../../platform/audio/sniff';
import { envelope, safeParseText, ValidationError } from '../../platform/http';
import { sniffImage } from '../../platform/storage/storage';
import type { AuthGuards } from '../auth/auth.plugin';
import type { OrdersService, Sample } from './orders.service';
import type { PaymentsService } from './payments.service';

const SAMPLE_MAX_BYTES = 10 * 1024 * 1024;
const SAMPLE_MAX_FILES = 5;
const tags = ['orders'];

/** Multipart orders carry the JSON order in a `payload` field and sample files in `samples`. */
async function readMultipartOrder(req: FastifyRequest): Promise<{ payload: unknown; samples: Sample[] }> {
  let payload: unknown = undefined;
  const samples: Sample[] = [];
  for await (const part of req.parts({
    preservePath: true,
    limits: { fileSize: SAMPLE_MAX_BYTES, files: SAMPLE_MAX_FILES, fields: 5, fieldSize: 100_000 },
  })) {
    if (part.type === 'field') {
      if (part.fieldname === 'payload' && typeof part.value === 'string') {
        try {
          payload = JSON.parse(part.value);
        } catch {
          throw new AppError('INVALID_JSON', 'The payload field is not valid JSON', { field: 'payload' });
        }
      }
      continue;
    }
    const problem = badFilename(part.filename);
    const data = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError('PAYLOAD_TOO_LARGE', 'Each sample file must be at most 10 MB', { field: 'samples' });
      throw err;
    });
    if (problem) throw new AppError('VALIDATION_ERROR', problem, { field: 'samples' });
    const kind = sniffAudio(data) ?? sniffImage(data);
    if (!kind)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Sample files must be audio or images', { field: 'samples' });
    samples.push({ filename: part.filename || `sample.${kind.ext}`, mime: kind.mime, ext: kind.ext, data });
  }
  return { payload, samples };
}

export const ordersRoutes =
  (deps: { orders: OrdersService; payments: PaymentsService; guards: AuthGuards }): FastifyPluginAsyncZod =>
  async (app) => {
    const { orders, payments, guards } = deps;

    app.post(
      '/api/song/request',
      {
        preHandler: guards.optionalAuth,
        schema: {
          tags,
          consumes: ['application/json', 'multipart/form-data'],
          response: { 201: ok(ZSongRequestCreated) },
        },
      },
      async (req, reply) => {
        const { payload, samples } = req.isMultipart()
          ? await readMultipartOrder(req)
          : { payload: req.body, samples: [] };
        const parsed = safeParseText(ZSongRequestBody, payload);
        if (!parsed.success) throw new ValidationError('body', parsed.error.issues, payload);
        // The keyed network address counts free songs of visitors and of members with an unconfirmed address.
        const client = addressKey(app.ctx.config.jwtRefreshSecret, req.ip);
        return reply.status(201).send(envelope(await orders.create(parsed.data, req.user, samples, client)));
      },
    );

    const ZIdParams = z.object({ id: z.uuid('Song request not found') });
    const ZToken = z.object({ token: z.string().max(2048).optional() });

    app.get(
      '/api/songs/request/:id/status',
      {
        preHandler: guards.optionalAuth,
        schema: { tags, params: ZIdParams, querystring: ZToken, response: { 200: ok(ZRequestStatusView) } },
      },
      async (req) => envelope(await orders.status(req.params.id, req.user, req.query.token)),
    );

    app.post(
      '/api/songs/request/:id/confirm-email',
      {
        schema: { tags, params: ZIdParams, body: ZConfirmRequestEmailBody, response: { 200: ok(ZRequestStatusView) } },
      },
      async (req) => envelope(await orders.confirmEmail(req.params.id, req.body.token)),
    );

    app.post(
      '/api/songs/request/:id/checkout',
      {
        preHandler: guards.optionalAuth,
        schema: {
          tags,
          params: ZIdParams,
          body: ZToken.optional(),
          response: { 200: ok(z.object({ payment_url: z.string(), amount: z.number(), currency: z.string() })) },
        },
      },
      async (req) => {
        const r = await orders.visibleRequest(req.params.id, req.user, req.body?.token);
        const url = await orders.paymentUrlFor(r);
        if (!url) throw new AppError('CONFLICT', 'This request does not need a payment');
        return envelope({ payment_url: url, amount: r.amount, currency: r.currency });
      },
    );

    app.get(
      '/api/song/requests',
      { preHandler: guards.requireAuth, schema: { tags, response: { 200: ok(z.array(ZRequestListItem)) } } },
      async (req) => envelope(await orders.mine(req.user!)),
    );

    app.post(
      '/api/song/request/notify',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          body: ZRequestNotifyBody,
          response: { 200: ok(z.object({ notify_emails: z.array(z.string()) })) },
        },
      },
      async (req) => envelope(await orders.addNotify(req.body.request_id, req.user!, req.body.emails)),
    );

    app.post(
      '/api/payment/process',
      { schema: { tags: ['payments'], body: ZPaymentProcessBody, response: { 200: ok(ZPaymentResult) } } },
      async (req) => envelope(await payments.process(req.body)),
    );

    app.get(
      '/api/billing/history',
      { preHandler: guards.requireAuth, schema: { tags: ['payments'], response: { 200: ok(ZBillingHistory) } } },
      async (req) => envelope(await payments.history(req.user!)),
    );

    app.post(
      '/api/billing/subscription/cancel',
      { preHandler: guards.requireAuth, schema: { tags: ['payments'], response: { 200: ok(ZBillingHistory) } } },
      async (req) => envelope(await payments.cancelSubscription(req.user!)),
    );
  };
