import { z } from 'zod';
import { DEFAULT_BUNDLE_DISCOUNTS, EMAIL_PATTERN } from '@serenade/contract';
import type { TAdminSettingsView } from './api';

/** Whole numbers typed into a text box, checked against SPEC 5's bounds with the server's own wording. */
const intBetween = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, message)
    .transform(Number);

const PRICE_MESSAGE = 'Enter a price from 0 to 10000 with at most 2 decimals';
/** Dollars as typed, sent in minor units (DECISIONS: money is integer cents). */
const price = z
  .string()
  .trim()
  .refine((v) => /^\d{1,5}(\.\d{1,2})?$/.test(v) && Number(v) <= 10_000, PRICE_MESSAGE)
  .transform((v) => Math.round(Number(v) * 100));

const email = (message: string) => z.string().trim().regex(EMAIL_PATTERN, message);

const DISCOUNT_MESSAGE = 'Enter a whole percentage from 0 to 95';

export const ZGeneralForm = z
  .object({
    siteName: z
      .string()
      .trim()
      .min(1, 'Site name cannot be empty')
      .max(100, 'Site name must be at most 100 characters'),
    siteDescription: z.string().trim().max(500, 'Description must be at most 500 characters'),
    maintenanceMode: z.boolean(),
    signupsEnabled: z.boolean(),
    maxUploadSizeMB: intBetween(1, 100, 'Max upload size must be 1-100 MB'),
    defaultSongVisibility: z.enum(['public', 'private']),
    publicCatalogEnabled: z.boolean(),
    priceFree: price,
    price24hr: price,
    price6hr: price,
    discountFive: intBetween(0, 95, DISCOUNT_MESSAGE),
    discountTen: intBetween(0, 95, DISCOUNT_MESSAGE),
    productionMode: z.enum(['auto', 'manual', 'external']),
    lyricApproval: z.boolean(),
    approvalWaitHours: z
      .string()
      .trim()
      .refine(
        (v) => /^\d+(\.\d{1,2})?$/.test(v) && Number(v) * 60 >= 1 && Number(v) <= 168,
        'The approval wait must be from 0.02 hours (1 minute) to 168 hours (7 days)',
      )
      .transform((v) => Math.round(Number(v) * 60)),
  })
  .superRefine((v, ctx) => {
    // The server refuses it too: ten songs must not cost more per song than five.
    if (v.discountTen < v.discountFive) {
      ctx.addIssue({
        code: 'custom',
        path: ['discountTen'],
        message: `The 10-song bundle discount must be at least the 5-song one (${v.discountFive}%)`,
      });
    }
  });
export type TGeneralFormInput = z.input<typeof ZGeneralForm>;
export type TGeneralForm = z.output<typeof ZGeneralForm>;

export const ZEmailForm = z.object({
  notifyOnNewSong: z.boolean(),
  notifyOnNewUser: z.boolean(),
  welcomeEmailEnabled: z.boolean(),
  fromEmail: email('Please enter a valid from email address'),
  supportEmail: email('Please enter a valid support email address'),
});
export type TEmailForm = z.output<typeof ZEmailForm>;

export const ZSecurityForm = z.object({
  passwordMinLength: intBetween(6, 32, 'Minimum password length must be 6-32'),
  requireSpecialChars: z.boolean(),
  requireNumbers: z.boolean(),
  loginAttempts: intBetween(1, 20, 'Failed login attempts must be 1-20'),
  sessionTimeoutMinutes: intBetween(5, 1440, 'Session timeout must be 5-1440 minutes'),
  twoFactorEnabled: z.boolean(),
  emailVerificationRequired: z.boolean(),
});
export type TSecurityFormInput = z.input<typeof ZSecurityForm>;
export type TSecurityForm = z.output<typeof ZSecurityForm>;

const dollars = (minor: number) => (minor / 100).toFixed(2);

export function generalDefaults(s: TAdminSettingsView): TGeneralFormInput {
  return {
    ...s.siteSettings,
    maxUploadSizeMB: String(s.siteSettings.maxUploadSizeMB),
    priceFree: dollars(s.pricing.tiers.free),
    price24hr: dollars(s.pricing.tiers['24hr']),
    price6hr: dollars(s.pricing.tiers['6hr']),
    discountFive: String(s.pricing.bundleDiscounts?.five ?? DEFAULT_BUNDLE_DISCOUNTS.five),
    discountTen: String(s.pricing.bundleDiscounts?.ten ?? DEFAULT_BUNDLE_DISCOUNTS.ten),
    productionMode: s.production.mode,
    lyricApproval: s.production.lyricApproval,
    approvalWaitHours: String(Math.round((s.production.approvalWaitMinutes / 60) * 100) / 100),
  };
}

/** The PUT body for the General tab: site settings, tier prices and the production mode. */
export function generalPatch(v: TGeneralForm, current: TAdminSettingsView) {
  return {
    siteSettings: {
      siteName: v.siteName,
      siteDescription: v.siteDescription,
      maintenanceMode: v.maintenanceMode,
      signupsEnabled: v.signupsEnabled,
      maxUploadSizeMB: v.maxUploadSizeMB,
      defaultSongVisibility: v.defaultSongVisibility,
      publicCatalogEnabled: v.publicCatalogEnabled,
    },
    pricing: {
      currency: current.pricing.currency,
      tiers: { free: v.priceFree, '24hr': v.price24hr, '6hr': v.price6hr },
      bundleDiscounts: { five: v.discountFive, ten: v.discountTen },
    },
    production: {
      ...current.production,
      mode: v.productionMode,
      lyricApproval: v.lyricApproval,
      approvalWaitMinutes: v.approvalWaitHours,
    },
  };
}

export function securityDefaults(s: TAdminSettingsView): TSecurityFormInput {
  const sec = s.securitySettings;
  return {
    ...sec,
    passwordMinLength: String(sec.passwordMinLength),
    loginAttempts: String(sec.loginAttempts),
    sessionTimeoutMinutes: String(sec.sessionTimeoutMinutes),
  };
}
