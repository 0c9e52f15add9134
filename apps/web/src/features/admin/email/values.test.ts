import { describe, expect, it } from 'vitest';
import { defaultValue, defaultValues, placeholdersIn, toReplacements } from './values';

describe('template placeholder values', () => {
  it('finds placeholders and sections once, in order of first use', () => {
    expect(
      placeholdersIn('Hi {{ userName }}', '{{#songTitle}}“{{songTitle}}”{{/songTitle}} {{songUrl}} {{userName}}'),
    ).toEqual(['userName', 'songTitle', 'songUrl']);
    expect(placeholdersIn('no placeholders {{ }} {{1x}}')).toEqual([]);
  });

  it("defaults to 'Sample …' for the preview and 'Test …' for test sends (SPEC 9)", () => {
    expect(defaultValue('userName', 'Sample')).toBe('Sample user name');
    expect(defaultValue('songTitle', 'Test')).toBe('Test song title');
    expect(defaultValue('resetPasswordLink', 'Sample')).toBe('https://example.com/sample/reset-password-link');
    expect(defaultValue('userEmail', 'Test')).toBe('test@example.com');
    // Site values are filled in by the server unless someone types one.
    expect(defaultValue('siteName', 'Sample')).toBe('');
  });

  it('sends every typed value but leaves empty site values to the server', () => {
    const keys = ['userName', 'siteName', 'supportEmail'];
    const values = { ...defaultValues(keys, 'Sample'), supportEmail: 'help@example.com' };
    expect(toReplacements(keys, values)).toEqual({ userName: 'Sample user name', supportEmail: 'help@example.com' });
    expect(toReplacements(['userName'], { userName: '' })).toEqual({ userName: '' });
  });
});
