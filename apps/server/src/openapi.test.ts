import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/harness';

// Issue 13: the API description is complete and valid OpenAPI 3.0 (checked by a real validator).

describe('the OpenAPI document', () => {
  const t = useTestApp('pglite');

  async function doc(): Promise<OpenAPIV3.Document> {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('passes @apidevtools/swagger-parser validation', async () => {
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(await doc()) as never)).resolves.toBeTruthy();
  });

  it('describes the body of every operation that reads one, the hand-parsed and multipart ones included', async () => {
    const d = await doc();
    const body = (method: 'post' | 'put' | 'patch', path: string) =>
      d.paths[path]?.[method]?.requestBody as OpenAPIV3.RequestBodyObject | undefined;
    const order = body('post', '/api/song/request');
    const orderJson = order?.content['application/json']?.schema as OpenAPIV3.SchemaObject;
    expect(Object.keys(orderJson.properties ?? {})).toEqual(expect.arrayContaining(['email', 'priority']));
    const orderForm = order?.content['multipart/form-data']?.schema as OpenAPIV3.SchemaObject;
    expect(Object.keys(orderForm.properties ?? {})).toEqual(['payload', 'samples']);
    for (const [path, field] of [
      ['/api/songs/upload', 'file'],
      ['/api/admin/upload', 'mp3_file'],
      ['/api/profile/avatar', 'avatar'],
      ['/api/admin/songs/{id}/cover', 'cover'],
      ['/api/feedback', 'attachments'],
    ] as const) {
      const form = body('post', path)?.content['multipart/form-data']?.schema as OpenAPIV3.SchemaObject | undefined;
      expect(form?.properties, path).toHaveProperty(field);
    }
    // Every POST, PUT and PATCH documents a body, but the actions that read none (like, follow, refund …).
    const noBody = new Set([
      'POST /api/auth/resend-verification',
      'POST /api/songs/{id}/download',
      'POST /api/song/{id}/like',
      'POST /api/songs/{id}/like',
      'POST /api/billing/subscription/cancel',
      'POST /api/comments/{commentId}/like',
      'POST /api/users/{id}/follow',
      'POST /api/playlists/{id}/followers',
      'POST /api/admin/song/{id}/resend-notifications',
      'POST /api/admin/user/{id}/reset-password',
      'POST /api/admin/payments/{id}/refund',
      'POST /api/admin/subscriptions/{id}/cancel',
      'POST /api/admin/email/templates/{id}/reset',
      'POST /api/admin/admins/{id}/two-factor/reset',
      'POST /api/admin/requests/{id}/retry',
    ]);
    const missing: string[] = [];
    for (const [path, ops] of Object.entries(d.paths)) {
      for (const method of ['post', 'put', 'patch'] as const) {
        const op = ops?.[method];
        if (op && !op.requestBody && !noBody.has(`${method.toUpperCase()} ${path}`)) missing.push(`${method} ${path}`);
      }
    }
    expect(missing, missing.join('\n')).toEqual([]);
  });

  it('lists the error answers with the envelope, bearer security and the media routes', async () => {
    const d = await doc();
    expect(d.components?.schemas?.Error).toBeTruthy();
    const profile = d.paths['/api/profile']!.get!;
    expect(Object.keys(profile.responses)).toEqual(expect.arrayContaining(['200', '401', '500', '503']));
    expect(profile.security).toEqual([{ bearer: [] }]);
    const login = d.paths['/api/login']!.post!;
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '429']));
    expect(login.security).toBeUndefined();
    const admin = d.paths['/api/admin/users/{id}']!.get!;
    expect(Object.keys(admin.responses)).toEqual(expect.arrayContaining(['401', '403', '404']));
    const media = d.paths['/media/songs/{id}/{asset}']!.get!;
    expect(Object.keys(media.responses)).toEqual(expect.arrayContaining(['200', '206', '404', '416']));
    expect(d.paths['/files/avatars/{name}']?.get).toBeTruthy();
  });
});
