import { describe, expect, it } from 'vitest';
import { loginPathFor, sanitizeRedirect } from './redirect';

describe('sanitizeRedirect', () => {
  it.each(['/upload', '/profile?tab=password', '/track/abc#comments', '/'])('accepts the local path %s', (path) => {
    expect(sanitizeRedirect(path)).toBe(path);
  });

  it.each([
    ['protocol-relative', '//evil.example/phish'],
    ['backslash trick', '/\\evil.example'],
    ['absolute URL', 'https://evil.example'],
    ['javascript URL', 'javascript:alert(1)'],
    ['relative path', 'profile'],
    ['embedded backslash', '/foo\\bar'],
    ['control character', '/foo\nbar'],
    ['empty', ''],
  ])('rejects a %s', (_label, value) => {
    expect(sanitizeRedirect(value)).toBeNull();
  });

  it('rejects a missing value', () => {
    expect(sanitizeRedirect(null)).toBeNull();
    expect(sanitizeRedirect(undefined)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('keeps slashes readable and encodes the rest', () => {
    expect(loginPathFor('/upload')).toBe('/login?redirect=/upload');
    expect(loginPathFor('/profile?tab=a&b=c')).toBe('/login?redirect=/profile%3Ftab%3Da%26b%3Dc');
  });

  it('drops unsafe targets', () => {
    expect(loginPathFor('//evil.example')).toBe('/login');
  });
});
