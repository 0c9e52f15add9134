import { ZAuthUser, ZProfileUpdateBody, ok } from '@serenade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { envelope } from '../../platform/http';
import type { AuthGuards } from '../auth/auth.plugin';
import { toAuthUser } from '../auth/auth.service';
import { AVATAR_MAX_BYTES, type ProfileService } from './profile.service';

const tags = ['profile'];

export const profileRoutes =
  (deps: { profile: ProfileService; guards: AuthGuards }): FastifyPluginAsyncZod =>
  async (app) => {
    const { profile, guards } = deps;

    app.get(
      '/api/profile',
      { preHandler: guards.requireAuth, schema: { tags, response: { 200: ok(ZAuthUser) } } },
      async (req) => envelope(toAuthUser(req.user!)),
    );

    app.put(
      '/api/profile',
      { preHandler: guards.requireAuth, schema: { tags, body: ZProfileUpdateBody, response: { 200: ok(ZAuthUser) } } },
      async (req) => envelope(await profile.update(req.user!, req.sessionFamily, req.body, req.ip)),
    );

    app.post(
      '/api/profile/avatar',
      {
        preHandler: guards.requireAuth,
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: ok(ZAuthUser) } },
      },
      async (req) => {
        if (!req.isMultipart()) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the avatar as multipart/form-data in the field "avatar"', {
            field: 'avatar',
          });
        }
        const file = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
        if (!file || file.fieldname !== 'avatar') {
          throw new AppError('VALIDATION_ERROR', 'Please choose an image for your avatar', { field: 'avatar' });
        }
        const data = await file.toBuffer().catch((err: { code?: string }) => {
          if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError('PAYLOAD_TOO_LARGE', 'Avatar must be at most 2 MB', { field: 'avatar' });
          }
          throw err;
        });
        if (data.length === 0) throw new AppError('VALIDATION_ERROR', 'The avatar file is empty', { field: 'avatar' });
        return envelope(await profile.setAvatar(req.user!, data));
      },
    );

    app.delete(
      '/api/profile/avatar',
      { preHandler: guards.requireAuth, schema: { tags, response: { 200: ok(ZAuthUser) } } },
      async (req) => envelope(await profile.removeAvatar(req.user!)),
    );
  };
