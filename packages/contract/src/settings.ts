import { z } from 'zod';
import { emailField, multiline } from './text';

export const ZSiteSettings = z.strictObject({
  siteName: z.string().trim().min(1, 'Site name cannot be empty').max(100),
  siteDescription: multiline(z.string().trim().max(500)),
  maintenanceMode: z.boolean(),
  signupsEnabled: z.boolean(),
  maxUploadSizeMB: z
    .number()
    .int()
    .min(1, 'Max upload size must be 1-100 MB')
    .max(100, 'Max upload size must be 1-100 MB'),
  defaultSongVisibility: z.enum(['public', 'private']),
  publicCatalogEnabled: z.boolean(),
});
export type TSiteSettings = z.infer<typeof ZSiteSettings>;

const emailRule = (msg: string) => emailField(msg, msg);

export const ZEmailSettings = z.strictObject({
  notifyOnNewSong: z.boolean(),
  notifyOnNewUser: z.boolean(),
  welcomeEmailEnabled: z.boolean(),
  fromEmail: emailRule('Please enter a valid from email address'),
  supportEmail: emailRule('Please enter a valid support email address'),
});
export type TEmailSettings = z.infer<typeof ZEmailSettings>;

export const ZSecuritySettings = z.strictObject({
  passwordMinLength: z
    .number()
    .int()
    .min(6, 'Minimum password length must be 6-32')
    .max(32, 'Minimum password length must be 6-32'),
  requireSpecialChars: z.boolean(),
  requireNumbers: z.boolean(),
  loginAttempts: z
    .number()
    .int()
    .min(1, 'Failed login attempts must be 1-20')
    .max(20, 'Failed login attempts must be 1-20'),
  sessionTimeoutMinutes: z
    .number()
    .int()
    .min(5, 'Session timeout must be 5-1440 minutes')
    .max(1440, 'Session timeout must be 5-1440 minutes'),
  twoFactorEnabled: z.boolean(),
  emailVerificationRequired: z.boolean(),
});
export type TSecuritySettings = z.infer<typeof ZSecuritySettings>;

export const DEFAULT_SITE_SETTINGS: TSiteSettings = {
  siteName: 'Serenade',
  siteDescription: 'Personalised music for every occasion.',
  maintenanceMode: false,
  signupsEnabled: true,
  // DECISIONS: one limit for member uploads, 20 MB unless the admin sets another
  maxUploadSizeMB: 20,
  defaultSongVisibility: 'private',
  publicCatalogEnabled: true,
};

export const DEFAULT_EMAIL_SETTINGS: TEmailSettings = {
  notifyOnNewSong: true,
  notifyOnNewUser: true,
  welcomeEmailEnabled: true,
  fromEmail: 'no-reply@serenade.local',
  supportEmail: 'support@serenade.local',
};

export const DEFAULT_SECURITY_SETTINGS: TSecuritySettings = {
  passwordMinLength: 8,
  requireSpecialChars: true,
  requireNumbers: true,
  loginAttempts: 5,
  sessionTimeoutMinutes: 60,
  twoFactorEnabled: false,
  emailVerificationRequired: true,
};

export const PRODUCTION_MODES = ['auto', 'manual', 'external'] as const;
export const ZProductionSettings = z.strictObject({
  /** the buyer reads and approves the draft lyrics before the song is rendered (issue 19) */
  lyricApproval: z.boolean(),
  /** how long Serenade waits for the buyer before it uses the draft as it is */
  approvalWaitMinutes: z
    .number()
    .int()
    .min(1, 'The approval wait must be 1 minute to 7 days (10080 minutes)')
    .max(10080, 'The approval wait must be 1 minute to 7 days (10080 minutes)'),
  mode: z.enum(PRODUCTION_MODES),
  externalUrl: z.string().trim().max(500),
  songLengthSeconds: z.number().int().min(60).max(240),
});
export type TProductionSettings = z.infer<typeof ZProductionSettings>;
export const DEFAULT_PRODUCTION_SETTINGS: TProductionSettings = {
  lyricApproval: true,
  approvalWaitMinutes: 1440,
  mode: 'auto',
  externalUrl: '',
  songLengthSeconds: 120,
};

/** Abuse limits (issue 16): how many mails, free guest songs, shares and guest plays are allowed. */
export const ZLimitsSettings = z.strictObject({
  /** Mails an address gets per day from forms anyone can fill in (support, newsletter, guest orders). */
  formMailsPerAddressPerDay: z
    .number()
    .int()
    .min(1, 'Form mails per address must be 1-50')
    .max(50, 'Form mails per address must be 1-50'),
  /** Free songs a guest may order per e-mail address per day. */
  guestFreeSongsPerEmailPerDay: z
    .number()
    .int()
    .min(0, 'Free songs per e-mail must be 0-50')
    .max(50, 'Free songs per e-mail must be 0-50'),
  /** Free songs guests may order from one network address per day. */
  guestFreeSongsPerIpPerDay: z
    .number()
    .int()
    .min(0, 'Free songs per network address must be 0-500')
    .max(500, 'Free songs per network address must be 0-500'),
  /** Addresses a member may share songs and playlists with per day. */
  sharesPerMemberPerDay: z
    .number()
    .int()
    .min(1, 'Shares per member must be 1-1000')
    .max(1000, 'Shares per member must be 1-1000'),
  /** Guest plays of one song counted per network address per 30 minutes. */
  guestPlaysPerAddress: z
    .number()
    .int()
    .min(1, 'Guest plays per address must be 1-100')
    .max(100, 'Guest plays per address must be 1-100'),
});
export type TLimitsSettings = z.infer<typeof ZLimitsSettings>;
export const DEFAULT_LIMITS_SETTINGS: TLimitsSettings = {
  formMailsPerAddressPerDay: 3,
  guestFreeSongsPerEmailPerDay: 2,
  guestFreeSongsPerIpPerDay: 5,
  sharesPerMemberPerDay: 30,
  guestPlaysPerAddress: 3,
};
