import { z } from 'zod';
import {
  ZAuthUser,
  ZEmailChangeConfirmed,
  ZEmailChangeUndone,
  ZForgotPasswordBody,
  ZLoginBody,
  ZLoginResult,
  ZLogoutBody,
  ZMessage,
  ZRefreshBody,
  ZResetPasswordBody,
  ZSession,
  ZSetupBody,
  ZSignupBody,
  ZTokenBody,
  ZTwoFactorVerifyBody,
  ok,
} from '@serenade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../platform/http';
import type { AuthGuards } from './auth.plugin';
import type { AuthService } from './auth.service';
import { AppError } from '../../errors';

const tags = ['auth'];

export const authRoutes =
  (deps: { auth: AuthService; guards: AuthGuards }): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth, guards } = deps;

    app.post(
      '/api/signup',
      { schema: { tags, body: ZSignupBody, response: { 201: ok(ZSession) } } },
      async (req, reply) => reply.status(201).send(envelope(await auth.signup(req.body))),
    );

    app.post('/api/login', { schema: { tags, body: ZLoginBody, response: { 200: ok(ZLoginResult) } } }, async (req) =>
      envelope(await auth.login({ ...req.body, ip: req.ip })),
    );

    app.post(
      '/api/admin/login',
      { schema: { tags, body: ZLoginBody, response: { 200: ok(ZLoginResult) } } },
      async (req) => envelope(await auth.login({ ...req.body, ip: req.ip, staffOnly: true })),
    );

    // Second step of a staff sign-in when two-factor is on (see two-factor.ts).
    app.post(
      '/api/auth/2fa/verify',
      { schema: { tags, body: ZTwoFactorVerifyBody, response: { 200: ok(ZSession) } } },
      async (req) => envelope(await auth.verifyTwoFactor({ ...req.body, ip: req.ip })),
    );

    app.post(
      '/api/auth/refresh',
      { schema: { tags, body: ZRefreshBody, response: { 200: ok(ZSession) } } },
      async (req) => envelope(await auth.refresh(req.body.refreshToken)),
    );

    app.post(
      '/api/auth/logout',
      { schema: { tags, body: ZLogoutBody.optional(), response: { 200: ok(ZMessage) } } },
      async (req) => {
        let family: string | undefined;
        // A valid access token also ends its own session, even without the refresh token.
        if (req.headers.authorization) {
          try {
            await guards.requireAuth(req, undefined as never);
            family = req.sessionFamily ?? undefined;
          } catch {
            /* logging out with a stale token is fine */
          }
        }
        await auth.logout(req.body?.refreshToken, family);
        return envelope({ message: 'Logged out' });
      },
    );

    app.post(
      '/api/auth/verify-email',
      { schema: { tags, body: ZTokenBody, response: { 200: ok(ZAuthUser) } } },
      async (req) => envelope(await auth.verifyEmail(req.body.token)),
    );

    app.post(
      '/api/auth/resend-verification',
      { preHandler: guards.requireAuth, schema: { tags, response: { 200: ok(ZMessage) } } },
      async (req) => {
        if (req.user!.emailVerifiedAt) throw new AppError('CONFLICT', 'Your e-mail address is already verified.');
        await auth.sendVerification(req.user!);
        return envelope({ message: `We sent a new confirmation link to ${req.user!.email}.` });
      },
    );

    app.post(
      '/api/auth/forgot-password',
      { schema: { tags, body: ZForgotPasswordBody, response: { 200: ok(ZMessage) } } },
      async (req) => {
        await auth.forgotPassword(req.body.email);
        return envelope({
          message: 'If an account exists for that e-mail, we have sent a link to reset the password.',
        });
      },
    );

    app.post(
      '/api/auth/reset-password',
      { schema: { tags, body: ZResetPasswordBody, response: { 200: ok(ZMessage) } } },
      async (req) => {
        await auth.resetPassword(req.body.token, req.body.password);
        return envelope({ message: 'Your password has been changed. You can log in now.' });
      },
    );

    // E-mail change links (profile): the new address confirms, the old one can undo.
    app.post(
      '/api/auth/email-change/confirm',
      { schema: { tags, body: ZTokenBody, response: { 200: ok(ZEmailChangeConfirmed) } } },
      async (req) => envelope(await auth.confirmEmailChange(req.body.token)),
    );
    app.post(
      '/api/auth/email-change/undo',
      { schema: { tags, body: ZTokenBody, response: { 200: ok(ZEmailChangeUndone) } } },
      async (req) => envelope(await auth.undoEmailChange(req.body.token)),
    );

    app.get(
      '/api/setup/status',
      {
        schema: {
          tags,
          querystring: z.object({ token: z.string().max(2048).optional() }),
          response: { 200: ok(z.object({ valid: z.boolean(), needsSetup: z.boolean() })) },
        },
      },
      async (req) =>
        envelope({
          valid: req.query.token ? await auth.checkSetupToken(req.query.token) : false,
          needsSetup: await auth.needsSetup(),
        }),
    );

    app.post(
      '/api/setup',
      { schema: { tags, body: ZSetupBody, response: { 201: ok(ZSession) } } },
      async (req, reply) => reply.status(201).send(envelope(await auth.setup(req.body))),
    );
  };
