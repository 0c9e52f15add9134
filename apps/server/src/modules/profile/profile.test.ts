import { describe, expect, it } from 'vitest';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(field: string, filename: string, data: Buffer, type = 'application/octet-stream') {
  const boundary = '----serenade' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(DB_TARGETS)('profile (%s)', (target) => {
  const t = useTestApp(target);

  it('saves the name; a new e-mail waits for its confirmation link', async () => {
    const u = await t.createUser();
    const { token } = await t.login(u.email, u.password);
    const res = await t.request({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(token),
      payload: { name: 'Renamed', email: 'New.Address@example.com', currentPassword: u.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Renamed',
      email: u.email,
      pendingEmail: 'new.address@example.com',
      emailVerified: true,
    });
    await t.drain();
    expect((await t.mails('new.address@example.com')).map((m) => m.kind)).toEqual(['email-change-confirm']);
    expect((await t.mails(u.email)).map((m) => m.kind)).toEqual(['email-change-notice']);
    const me = await t.request({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(me.json().data.name).toBe('Renamed');
  });

  it('refuses an e-mail that belongs to someone else', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const { token } = await t.login(a.email, a.password);
    const res = await t.request({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(token),
      payload: { email: b.email, currentPassword: a.password },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().field).toBe('email');
  });

  it('changes the password only with the current one, and ends other sessions', async () => {
    const u = await t.createUser({ password: 'First#Pass1' });
    const mine = await t.login(u.email, 'First#Pass1');
    const other = await t.login(u.email, 'First#Pass1');
    const put = (payload: object) =>
      t.request({ method: 'PUT', url: '/api/profile', headers: bearer(mine.token), payload });

    const missing = await put({ newPassword: 'Second#Pass2' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'currentPassword', error: 'Current password is required' });
    const short = await put({ currentPassword: 'First#Pass1', newPassword: 'short' });
    expect(short.json()).toMatchObject({ field: 'newPassword', error: 'Password must be at least 8 characters' });
    const wrong = await put({ currentPassword: 'nope', newPassword: 'Second#Pass2' });
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', field: 'currentPassword' });

    const ok = await put({ currentPassword: 'First#Pass1', newPassword: 'Second#Pass2' });
    expect(ok.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: other.refreshToken } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: mine.refreshToken } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'POST', url: '/api/login', payload: { email: u.email, password: 'Second#Pass2' } }))
        .statusCode,
    ).toBe(200);
  });

  it('validates every field with the profile texts', async () => {
    const u = await t.createUser();
    const { token } = await t.login(u.email, u.password);
    const cases: [object, string, string][] = [
      [{ name: '  ' }, 'name', 'Name is required'],
      [{ email: '' }, 'email', 'Email is required'],
      [{ email: 'not-an-email' }, 'email', 'Email is invalid'],
      [{ name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
      [
        { newPassword: 'x'.repeat(257), currentPassword: 'a' },
        'newPassword',
        'Password must be at most 256 characters',
      ],
      [{ role: 'superadmin' }, 'role', 'Unknown field "role"'],
      [{ name: 42 }, 'name', 'name must be a string'],
    ];
    for (const [payload, field, error] of cases) {
      const res = await t.request({ method: 'PUT', url: '/api/profile', headers: bearer(token), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', field, error });
    }
  });

  it('uploads an avatar checked by its bytes and serves it', async () => {
    const u = await t.createUser();
    const { token } = await t.login(u.email, u.password);
    const fake = multipart('avatar', 'me.png', Buffer.from('MZ not an image at all'), 'image/png');
    const bad = await t.request({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...bearer(token), ...fake.headers },
      payload: fake.payload,
    });
    expect(bad.statusCode).toBe(415);

    const big = multipart('avatar', 'big.png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    const tooBig = await t.request({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...bearer(token), ...big.headers },
      payload: big.payload,
    });
    expect(tooBig.statusCode).toBe(413);

    const good = multipart('avatar', 'whatever.bin', PNG);
    const res = await t.request({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...bearer(token), ...good.headers },
      payload: good.payload,
    });
    expect(res.statusCode).toBe(200);
    const avatar: string = res.json().data.avatar;
    expect(avatar).toMatch(/^\/files\/avatars\/.+\.png$/);
    const img = await t.request({ method: 'GET', url: avatar });
    expect(img.statusCode).toBe(200);
    expect(img.rawPayload.equals(PNG)).toBe(true);

    const removed = await t.request({ method: 'DELETE', url: '/api/profile/avatar', headers: bearer(token) });
    expect(removed.json().data.avatar).toBeNull();
    expect((await t.request({ method: 'GET', url: avatar })).statusCode).toBe(404);
  });
});
