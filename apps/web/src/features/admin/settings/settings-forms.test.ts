import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EMAIL_SETTINGS,
  DEFAULT_PRODUCTION_SETTINGS,
  DEFAULT_SECURITY_SETTINGS,
  DEFAULT_SITE_SETTINGS,
} from '@serenade/contract';
import {
  generalDefaults,
  generalPatch,
  securityDefaults,
  ZEmailForm,
  ZGeneralForm,
  ZSecurityForm,
} from './settings-forms';

const current = {
  siteSettings: DEFAULT_SITE_SETTINGS,
  emailSettings: DEFAULT_EMAIL_SETTINGS,
  securitySettings: DEFAULT_SECURITY_SETTINGS,
  production: { ...DEFAULT_PRODUCTION_SETTINGS, externalUrl: 'https://x.test' },
  pricing: { currency: 'USD', tiers: { free: 0, '24hr': 499, '6hr': 999 } },
};
const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('settings forms', () => {
  it('round-trips the General tab into the PUT body in cents', () => {
    const form = generalDefaults(current);
    expect(form).toMatchObject({ maxUploadSizeMB: '20', price24hr: '4.99', price6hr: '9.99', productionMode: 'auto' });
    const parsed = ZGeneralForm.parse({ ...form, price6hr: '12.5', productionMode: 'manual' });
    const patch = generalPatch(parsed, current);
    expect(patch.pricing.tiers).toEqual({ free: 0, '24hr': 499, '6hr': 1250 });
    expect(patch.production).toEqual({ ...current.production, mode: 'manual' });
    expect(patch.siteSettings).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('edits lyric approval and its wait, in hours on the form and minutes on the server', () => {
    const form = generalDefaults(current);
    expect(form).toMatchObject({ lyricApproval: true, approvalWaitHours: '24' });
    const patch = generalPatch(
      ZGeneralForm.parse({ ...form, lyricApproval: false, approvalWaitHours: '0.5' }),
      current,
    );
    expect(patch.production).toMatchObject({ lyricApproval: false, approvalWaitMinutes: 30 });
    const tooLong = ZGeneralForm.safeParse({ ...form, approvalWaitHours: '200' });
    expect(tooLong.error?.issues[0]).toMatchObject({
      path: ['approvalWaitHours'],
      message: 'The approval wait must be from 0.02 hours (1 minute) to 168 hours (7 days)',
    });
  });

  it('edits both bundle discounts, refusing ten songs dearer per song than five', () => {
    const form = generalDefaults(current);
    expect(form).toMatchObject({ discountFive: '60', discountTen: '65' });
    const patch = generalPatch(ZGeneralForm.parse({ ...form, discountFive: '50', discountTen: '70' }), current);
    expect(patch.pricing.bundleDiscounts).toEqual({ five: 50, ten: 70 });
    const worse = ZGeneralForm.safeParse({ ...form, discountFive: '60', discountTen: '50' });
    expect(worse.error?.issues[0]).toMatchObject({
      path: ['discountTen'],
      message: 'The 10-song bundle discount must be at least the 5-song one (60%)',
    });
    for (const bad of ['96', '-5', '12.5', '']) {
      expect(firstError(ZGeneralForm.safeParse({ ...form, discountFive: bad }))).toBe(
        'Enter a whole percentage from 0 to 95',
      );
    }
  });

  it('uses the SPEC texts and bounds', () => {
    const g = generalDefaults(current);
    expect(firstError(ZGeneralForm.safeParse({ ...g, siteName: '  ' }))).toBe('Site name cannot be empty');
    for (const bad of ['0', '101', '', '5.5', 'ten']) {
      expect(firstError(ZGeneralForm.safeParse({ ...g, maxUploadSizeMB: bad }))).toBe(
        'Max upload size must be 1-100 MB',
      );
    }
    expect(ZGeneralForm.safeParse({ ...g, maxUploadSizeMB: '100' }).success).toBe(true);
    expect(firstError(ZGeneralForm.safeParse({ ...g, price24hr: '4.999' }))).toMatch(/^Enter a price/);

    const e = { ...DEFAULT_EMAIL_SETTINGS };
    expect(firstError(ZEmailForm.safeParse({ ...e, fromEmail: 'nope' }))).toBe(
      'Please enter a valid from email address',
    );
    expect(firstError(ZEmailForm.safeParse({ ...e, supportEmail: 'a@b' }))).toBe(
      'Please enter a valid support email address',
    );

    const s = securityDefaults(current);
    const cases: [string, string, string][] = [
      ['passwordMinLength', '5', 'Minimum password length must be 6-32'],
      ['passwordMinLength', '33', 'Minimum password length must be 6-32'],
      ['loginAttempts', '0', 'Failed login attempts must be 1-20'],
      ['loginAttempts', '21', 'Failed login attempts must be 1-20'],
      ['sessionTimeoutMinutes', '4', 'Session timeout must be 5-1440 minutes'],
      ['sessionTimeoutMinutes', '1441', 'Session timeout must be 5-1440 minutes'],
    ];
    for (const [field, value, message] of cases) {
      expect(firstError(ZSecurityForm.safeParse({ ...s, [field]: value })), `${field}=${value}`).toBe(message);
    }
    expect(
      ZSecurityForm.parse({ ...s, passwordMinLength: '32', loginAttempts: '1', sessionTimeoutMinutes: '1440' }),
    ).toMatchObject({ passwordMinLength: 32, loginAttempts: 1, sessionTimeoutMinutes: 1440 });
  });
});
