import { z } from 'zod';
import { ZRoleInput, ZUserStatus } from './common';
import { emailField } from './text';
import { ZLimitsSettings, ZProductionSettings, ZEmailSettings, ZSecuritySettings, ZSiteSettings } from './settings';
import { ZPricingSettings } from './pricing';
import { ZRequestDedication, ZRequestStatus, ZStoryView } from './orders';

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(100_000).default(1),
  limit: z.coerce.number().int().min(1, 'limit must be 1-100').max(100, 'limit must be 1-100').default(10),
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
});

export const ZOutboxItem = z.object({
  id: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.string(),
  driver: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export const ZOutboxMessage = ZOutboxItem.extend({
  text: z.string(),
  html: z.string().nullable(),
  replyTo: z.string().nullable(),
});

export const ZAdminRequestsQuery = ZPageQuery.extend({
  status: ZRequestStatus.optional(),
  sort: z.enum(['id', 'title', 'user', 'priority', 'status', 'date']).default('date'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export const ZAdminRequest = z.object({
  id: z.string(),
  title: z.string().nullable(),
  event: z.string().nullable(),
  userEmail: z.string(),
  userName: z.string(),
  userId: z.string().nullable(),
  status: ZRequestStatus,
  priority: z.enum(['free', '24hr', '6hr']),
  createdAt: z.string(),
  description: z.string(),
  is_public: z.boolean(),
  amount: z.number().int(),
  currency: z.string(),
  finalSongId: z.string().nullable(),
});
export const ZAdminRequestStatusBody = z.strictObject({ status: ZRequestStatus });

export const ZAdminUsersQuery = ZPageQuery.extend({
  role: z.enum(['user', 'editor', 'admin', 'superadmin']).optional(),
  status: ZUserStatus.optional(),
  sortBy: z.enum(['newest', 'oldest', 'alphabetical']).default('newest'),
});
export const ZAdminUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['user', 'editor', 'admin', 'superadmin']),
  status: ZUserStatus,
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export const ZAdminUserUpdateBody = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters').optional(),
  email: emailField('Email is invalid').optional(),
  role: ZRoleInput.optional(),
  status: ZUserStatus.optional(),
});

export const ZAdminSettings = z.object({
  siteSettings: ZSiteSettings,
  emailSettings: ZEmailSettings,
  securitySettings: ZSecuritySettings,
  production: ZProductionSettings,
  pricing: ZPricingSettings,
  /** Abuse limits (issue 16): form mails, visitors' free songs, shares, guest plays. */
  limits: ZLimitsSettings.optional(),
});
export const ZAdminSettingsUpdate = z.strictObject({
  siteSettings: ZSiteSettings.optional(),
  emailSettings: ZEmailSettings.optional(),
  securitySettings: ZSecuritySettings.optional(),
  production: ZProductionSettings.optional(),
  pricing: ZPricingSettings.optional(),
  limits: ZLimitsSettings.optional(),
});

/** Export of the filtered request list: the list's filters and sort, every matching row (issue 7). */
export const ZAdminRequestsExportQuery = ZAdminRequestsQuery.omit({ page: true, limit: true });
export const ZAdminRequestDetail = ZAdminRequest.extend({
  prompt: z.string(),
  styles: z.array(z.string()),
  tags: z.array(z.string()),
  additionalDetails: z.string().nullable(),
  bundle: z.enum(['single', 'five', 'ten']),
  isSubscription: z.boolean(),
  publishOnSite: z.boolean(),
  sendAnonymously: z.boolean(),
  notifyEmails: z.array(z.string()),
  paidWith: z.enum(['free', 'payment', 'credit']).nullable(),
  errorMessage: z.string().nullable(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  requester: z.object({
    kind: z.enum(['member', 'guest']),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    account: z
      .object({ id: z.string(), name: z.string(), email: z.string(), role: z.string(), status: z.string() })
      .nullable(),
  }),
  /** Signed links an admin's browser can play or open directly. */
  samples: z.array(
    z.object({
      id: z.string(),
      filename: z.string(),
      mime: z.string(),
      size: z.number().int(),
      kind: z.enum(['audio', 'image', 'other']),
      url: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      status: z.string(),
      provider: z.string(),
      reference: z.string(),
      methodType: z.string().nullable(),
      lastFour: z.string().nullable(),
      itemDescription: z.string(),
      createdAt: z.string(),
      refundedAt: z.string().nullable(),
    }),
  ),
  song: z
    .object({ id: z.string(), title: z.string(), url: z.string(), isPublic: z.boolean(), status: z.string() })
    .nullable(),
  history: z.array(
    z.object({
      id: z.string(),
      from: z.string().nullable(),
      to: z.string(),
      changedBy: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
      note: z.string().nullable(),
      at: z.string(),
    }),
  ),
  dedication: ZRequestDedication,
  /** What the lyric writer understood from the story (null for requests made before it was recorded). */
  story: ZStoryView.nullable(),
});
export type TAdminRequest = z.infer<typeof ZAdminRequest>;
export type TAdminRequestDetail = z.infer<typeof ZAdminRequestDetail>;
