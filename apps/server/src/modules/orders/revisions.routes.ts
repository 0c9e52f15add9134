import { z } from 'zod';
import { ZRevision, ZRevisionBody, ZSongIdParams, ok } from '@serenade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { envelope } from '../../platform/http';
import { songKey } from '../songs/song-key';
import { findRequest } from './orders.repo';
import { createRevisions, presentRevision, revisionsOf } from './revisions';

/** The buyer asks for the song's one free revision; staff read revision requests on the request details. */
export const revisionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, songs, orders, guards } = app.ctx;
  const revisions = createRevisions({ db, songs, enqueueProduction: orders.enqueueProduction });

  app.post(
    '/api/songs/:id/revision',
    {
      // Members who own the song, or the buyer's link (guests): with neither, 401 before the body is read.
      preHandler: async (req, reply) => {
        if (!req.headers.authorization && !songKey(req))
          throw new AppError('UNAUTHENTICATED', 'Please log in to ask for a change to this song');
        await guards.optionalAuth(req, reply);
      },
      schema: { tags: ['orders'], params: ZSongIdParams, body: ZRevisionBody, response: { 201: ok(ZRevision) } },
    },
    async (req, reply) =>
      reply.status(201).send(envelope(await revisions.ask(req.params.id, req.user, songKey(req), req.body))),
  );

  app.get(
    '/api/admin/requests/:id/revisions',
    {
      preHandler: guards.requireRole('editor'),
      schema: {
        tags: ['admin'],
        params: z.object({ id: z.uuid('Song request not found') }),
        response: { 200: ok(z.array(ZRevision)) },
      },
    },
    async (req) => {
      // An unknown request is not "a request without revisions".
      if (!(await findRequest(db, req.params.id))) throw new AppError('NOT_FOUND', 'Song request not found');
      return envelope((await revisionsOf(db, req.params.id)).map(presentRevision));
    },
  );
};
