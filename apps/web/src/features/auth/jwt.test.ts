import { describe, expect, it } from 'vitest';
import { decodeJwt, userFromToken } from './jwt';
import { fakeJwt } from './test-tokens';

const now = Date.UTC(2026, 10, 22);
const exp = now / 1000 + 600;

describe('userFromToken', () => {
  it('reads id from sub (or id), defaults the role to user and normalises super_admin', () => {
    expect(userFromToken(fakeJwt({ sub: 'a', email: 'a@x.io', name: 'Añá 🎵', exp }), now)).toEqual({
      id: 'a',
      email: 'a@x.io',
      name: 'Añá 🎵',
      role: 'user',
      avatar: null,
    });
    expect(userFromToken(fakeJwt({ id: 'b', email: 'b@x.io', role: 'super_admin', exp }), now)).toMatchObject({
      id: 'b',
      name: 'b',
      role: 'superadmin',
    });
  });

  it('treats an expired or malformed token as logged out', () => {
    expect(userFromToken(fakeJwt({ sub: 'a', exp: now / 1000 - 1 }), now)).toBeNull();
    expect(userFromToken('abc.def', now)).toBeNull();
    expect(decodeJwt('a.%%%.c')).toBeNull();
    expect(userFromToken(fakeJwt({ email: 'no-id@x.io', exp }), now)).toBeNull();
  });
});
