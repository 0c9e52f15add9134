import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TLyricsDraft } from '@serenade/contract';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'editor', 'admin', 'superadmin'] })
      .notNull()
      .default('user'),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    avatarPath: text('avatar_path'),
    /** Which e-mails the member wants and what others may see (settings page). */
    preferences: jsonb('preferences')
      .$type<{
        notifyShares?: boolean;
        notifyComments?: boolean;
        notifyFollowers?: boolean;
        profilePublic?: boolean;
        showActivity?: boolean;
      }>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** A requested new address, until the link sent to it is followed (0009). */
    pendingEmail: text('pending_email'),
    /** TOTP secret (base32) once the member has enrolled in two-factor sign-in. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.role),
    index('users_created_idx').on(t.createdAt),
    index('users_name_idx').on(t.name),
    index('users_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    /** Staff sessions: the absolute end, carried through rotation; refreshing never goes past it (0009). */
    sessionEndsAt: timestamp('session_ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ip: text('ip'),
    success: boolean('success').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_email_time_idx').on(t.email, t.createdAt)],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Single-use tokens (verify e-mail, reset password, setup): a used jti is recorded here. */
export const usedTokens = pgTable('used_tokens', {
  jti: text('jti').primaryKey(),
  purpose: text('purpose').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    replyTo: text('reply_to'),
    kind: text('kind').notNull().default('generic'),
    status: text('status', { enum: ['queued', 'sent', 'stored', 'failed'] })
      .notNull()
      .default('queued'),
    driver: text('driver').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_to_idx').on(t.to),
    index('mail_outbox_to_time_idx').on(t.to, t.createdAt),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    priority: integer('priority').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Scheduled jobs: at most one waiting or running row per key (the partial unique index below). */
    singletonKey: text('singleton_key'),
    /** A scheduled job runs again this long after it finishes (the same row goes back to the queue). */
    repeatSeconds: integer('repeat_seconds'),
  },
  (t) => [
    index('jobs_pick_idx').on(t.status, t.runAt, t.priority),
    uniqueIndex('jobs_singleton_key')
      .on(t.singletonKey)
      .where(sql`${t.singletonKey} is not null and ${t.status} in ('queued', 'running')`),
  ],
);

/** Feedback and support tickets share one table: both show in the admin Feedback screen. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['feedback', 'support'] })
      .notNull()
      .default('feedback'),
    category: text('category').notNull().default('general_feedback'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    rating: integer('rating'),
    status: text('status').notNull().default('new'),
    isPublic: boolean('is_public').notNull().default(false),
    adminResponse: text('admin_response'),
    priority: text('priority'),
    senderName: text('sender_name'),
    senderEmail: text('sender_email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('feedback_created_idx').on(t.createdAt),
    index('feedback_status_idx').on(t.status, t.createdAt),
    // What the public site reads: the latest public feedback.
    index('feedback_public_idx')
      .on(t.createdAt)
      .where(sql`${t.isPublic}`),
  ],
);

export const songs = pgTable(
  'songs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    artist: text('artist').notNull(),
    genre: text('genre'),
    description: text('description'),
    durationSeconds: real('duration_seconds'),
    coverPath: text('cover_path'),
    audioPath: text('audio_path'),
    audioMime: text('audio_mime'),
    audioBytes: integer('audio_bytes'),
    peaksPath: text('peaks_path'),
    /** The request this song fulfils: unique, so a request can never produce two songs. */
    requestId: uuid('request_id'),
    source: text('source', { enum: ['upload', 'generated', 'admin', 'demo'] })
      .notNull()
      .default('upload'),
    isPublic: boolean('is_public').notNull().default(false),
    status: text('status', { enum: ['active', 'archived'] })
      .notNull()
      .default('active'),
    lyrics: jsonb('lyrics')
      .$type<{ time: number; text: string; words?: { time: number; end: number; text: string }[] }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    playCount: integer('play_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('songs_public_created_idx').on(t.isPublic, t.createdAt),
    index('songs_owner_idx').on(t.ownerId),
    uniqueIndex('songs_request_key').on(t.requestId),
    index('songs_created_idx').on(t.createdAt),
    index('songs_plays_idx').on(t.playCount),
    index('songs_title_idx').on(t.title),
    // The library's alphabetical sort is case-insensitive.
    index('songs_title_lower_idx').on(sql`lower(${t.title})`, t.id),
  ],
);

export const songLikes = pgTable(
  'song_likes',
  {
    songId: uuid('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.songId, t.userId] }),
    index('song_likes_user_idx').on(t.userId),
    index('song_likes_created_idx').on(t.createdAt),
  ],
);

/** One row per counted play: a listener counts once per song per 30 minutes. */
export const songPlays = pgTable(
  'song_plays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    songId: uuid('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    listenerKey: text('listener_key').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Guests only (0010): a keyed hash of the network address, for the per-address play cap. */
    addressKey: text('address_key'),
  },
  (t) => [
    index('song_plays_address_idx').on(t.songId, t.addressKey, t.createdAt),
    index('song_plays_listener_idx').on(t.songId, t.listenerKey, t.createdAt),
    index('song_plays_time_idx').on(t.createdAt),
  ],
);

export const songShares = pgTable(
  'song_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    songId: uuid('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('song_shares_song_idx').on(t.songId),
    index('song_shares_created_idx').on(t.createdAt),
    index('song_shares_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Revocable keys that open one private song (0012). The key itself is never stored: it is the row id
 * plus an HMAC of it, so the owner can copy it again and revoking the row kills it.
 */
export const songShareKeys = pgTable(
  'song_share_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    songId: uuid('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['link', 'email', 'gift'] }).notNull(),
    label: text('label').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('song_share_keys_song_idx').on(t.songId, t.createdAt)],
);

/** One revision per delivered song at no charge (0012): the buyer's words and, optionally, edited lyrics. */
export const songRevisions = pgTable(
  'song_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => songRequests.id, { onDelete: 'cascade' }),
    songId: uuid('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    lyrics: text('lyrics'),
    requestedBy: text('requested_by').notNull(),
    status: text('status', { enum: ['requested', 'delivered'] })
      .notNull()
      .default('requested'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('song_revisions_song_key').on(t.songId),
    index('song_revisions_request_idx').on(t.requestId, t.createdAt),
  ],
);

export const usageEvents = pgTable(
  'usage_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    resourceId: text('resource_id'),
    metadata: jsonb('metadata')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('usage_events_time_idx').on(t.createdAt), index('usage_events_action_idx').on(t.action, t.createdAt)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('newsletter_email_key').on(t.email)],
);

export const feedbackAttachments = pgTable(
  'feedback_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    path: text('path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_attachments_feedback_idx').on(t.feedbackId)],
);

export const songRequests = pgTable(
  'song_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    title: text('title'),
    prompt: text('prompt').notNull(),
    event: text('event'),
    styles: text('styles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    additionalDetails: text('additional_details'),
    priority: text('priority', { enum: ['free', '24hr', '6hr'] }).notNull(),
    bundle: text('bundle', { enum: ['single', 'five', 'ten'] })
      .notNull()
      .default('single'),
    isSubscription: boolean('is_subscription').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    publishOnSite: boolean('publish_on_site').notNull().default(false),
    sendAnonymously: boolean('send_anonymously').notNull().default(false),
    notifyEmails: text('notify_emails')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', {
      enum: ['pending', 'paid', 'awaiting_approval', 'processing', 'generating', 'completed', 'failed'],
    }).notNull(),
    amount: integer('amount').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    paidWith: text('paid_with', { enum: ['free', 'payment', 'credit'] }),
    finalSongId: uuid('final_song_id').references(() => songs.id, { onDelete: 'set null' }),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // Who the song is for and how it is signed (0011): as the buyer wrote them; `sign_off` is the "from".
    recipient: text('recipient'),
    relationship: text('relationship'),
    signOff: text('sign_off'),
    voice: text('voice', { enum: ['auto', 'female', 'male'] })
      .notNull()
      .default('auto'),
    /** What the lyric writer understood from the story (the generator's typed Story), for the admin details. */
    story: jsonb('story').$type<Record<string, unknown>>(),
    // Lyric approval (0014): the draft the buyer reads and edits, what they approved, their pronunciation notes.
    lyricsDraft: jsonb('lyrics_draft').$type<TLyricsDraft>(),
    lyricsApproved: jsonb('lyrics_approved').$type<TLyricsDraft>(),
    pronunciations: jsonb('pronunciations')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    redraftsUsed: integer('redrafts_used').notNull().default(0),
    draftWriting: boolean('draft_writing').notNull().default(false),
    approvalDeadline: timestamp('approval_deadline', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: text('approved_by', { enum: ['buyer', 'staff', 'deadline'] }),
    // Guest free orders (0010): production waits until the e-mail address is confirmed by its link.
    awaitingEmail: boolean('awaiting_email').notNull().default(false),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** A keyed hash of the network address that placed a guest order, for the per-address daily cap. */
    clientKey: text('client_key'),
  },
  (t) => [
    index('song_requests_email_idx').on(t.email, t.createdAt),
    index('song_requests_client_idx').on(t.clientKey, t.createdAt),
    index('song_requests_user_idx').on(t.userId, t.createdAt),
    index('song_requests_status_idx').on(t.status, t.createdAt),
    index('song_requests_created_idx').on(t.createdAt),
  ],
);

/** Every status change of a request, with who made it (null: the system). */
export const requestStatusHistory = pgTable(
  'request_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => songRequests.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('request_status_history_request_idx').on(t.requestId, t.createdAt)],
);

export const requestSamples = pgTable('request_samples', {
  id: uuid('id').primaryKey().defaultRandom(),
  requestId: uuid('request_id')
    .notNull()
    .references(() => songRequests.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  path: text('path').notNull(),
  createdAt: createdAt(),
});

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    requestId: uuid('request_id').references(() => songRequests.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id'),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['successful', 'failed', 'pending', 'refunded'] }).notNull(),
    methodType: text('method_type'),
    lastFour: text('last_four'),
    itemDescription: text('item_description').notNull(),
    metadata: jsonb('metadata')
      .notNull()
      .default(sql`'{}'::jsonb`),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The provider's reference for the refund, recorded with who issued it. */
    refundReference: text('refund_reference'),
    refundedBy: uuid('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_reference_key').on(t.provider, t.reference),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_created_idx').on(t.createdAt),
    index('payments_status_idx').on(t.status, t.createdAt),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planName: text('plan_name').notNull(),
    tier: text('tier', { enum: ['free', '24hr', '6hr'] }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    status: text('status', { enum: ['active', 'canceled'] })
      .notNull()
      .default('active'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId), index('subscriptions_created_idx').on(t.createdAt)],
);

/** Credits are a ledger of grants (+) and spends (-); a balance is always a sum. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier', { enum: ['free', '24hr', '6hr'] }).notNull(),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: ['bundle', 'subscription', 'order', 'refund', 'adjustment'] }).notNull(),
    requestId: uuid('request_id').references(() => songRequests.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('credit_ledger_user_idx').on(t.userId, t.tier)],
);

/** The embedded sandbox provider's own records: what a real provider would keep on its side. */
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  returnUrl: text('return_url').notNull(),
  metadata: jsonb('metadata')
    .notNull()
    .default(sql`'{}'::jsonb`),
  status: text('status', { enum: ['open', 'succeeded', 'declined'] })
    .notNull()
    .default('open'),
  lastFour: text('last_four'),
  declineReason: text('decline_reason'),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  /** A repeated charge with the same key answers the first charge (saved-card charges: renewals). */
  idempotencyKey: text('idempotency_key').unique('sandbox_checkouts_idempotency_key'),
  createdAt: createdAt(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/** The sandbox provider's refunds, one per idempotency key: a repeated refund answers the first one. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  id: text('id').notNull().unique('sandbox_refunds_id_key'),
  checkoutId: text('checkout_id')
    .notNull()
    .references(() => sandboxCheckouts.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  createdAt: createdAt(),
});

/** Secrets generated once and shared by every process on this database (JWT keys when not given by env). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * The shop's ending register (issue 17): how many songs end a line in a given way (its last three words, as the
 * generator's `lineEnding` gives them). An ending two songs already have is one no further song is written with.
 */
export const lyricEndings = pgTable('lyric_endings', {
  ending: text('ending').primaryKey(),
  songs: integer('songs').notNull(),
  updatedAt: updatedAt(),
});

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    songId: uuid('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** A moment of the song the comment is pinned to, in seconds. */
    timestampSeconds: real('timestamp_seconds'),
    edited: boolean('edited').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('comments_song_time_idx').on(t.songId, t.createdAt, t.id)],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

export const songRatings = pgTable(
  'song_ratings',
  {
    songId: uuid('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.songId, t.userId] })],
);

export const playlists = pgTable(
  'playlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    visibility: text('visibility', { enum: ['private', 'unlisted', 'public'] })
      .notNull()
      .default('private'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('playlists_owner_idx').on(t.ownerId), index('playlists_visibility_idx').on(t.visibility, t.createdAt)],
);

export const playlistSongs = pgTable(
  'playlist_songs',
  {
    playlistId: uuid('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    songId: uuid('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.playlistId, t.songId] }),
    index('playlist_songs_position_idx').on(t.playlistId, t.position),
  ],
);

export const playlistFollows = pgTable(
  'playlist_follows',
  {
    playlistId: uuid('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.playlistId, t.userId] }), index('playlist_follows_user_idx').on(t.userId)],
);

export const playlistShares = pgTable(
  'playlist_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playlistId: uuid('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('playlist_shares_user_idx').on(t.userId, t.createdAt)],
);

export const userFollows = pgTable(
  'user_follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followeeId] }), index('user_follows_followee_idx').on(t.followeeId)],
);

export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: [
        'like_song',
        'comment_song',
        'play_song',
        'create_playlist',
        'add_song_to_playlist',
        'follow_user',
        'follow_playlist',
        'rate_song',
      ],
    }).notNull(),
    songId: uuid('song_id').references(() => songs.id, { onDelete: 'cascade' }),
    playlistId: uuid('playlist_id').references(() => playlists.id, { onDelete: 'cascade' }),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating'),
    createdAt: createdAt(),
  },
  (t) => [
    index('activities_time_idx').on(t.createdAt, t.id),
    index('activities_actor_time_idx').on(t.actorId, t.createdAt),
    index('activities_song_time_idx').on(t.songId, t.createdAt),
    index('activities_playlist_time_idx').on(t.playlistId, t.createdAt),
  ],
);

/** Trending lists, recomputed on a schedule so reads never scan the activity history. */
export const trendingSnapshots = pgTable('trending_snapshots', {
  kind: text('kind', { enum: ['songs', 'playlists', 'people'] }).primaryKey(),
  items: jsonb('items').$type<{ id: string; score: number; count: number }[]>().notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * E-mail templates. System templates carry a `key` (the e-mail Serenade sends with it, seeded with
 * defaults and editable); templates an admin creates have none. Bodies use {{placeholder}}s.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key'),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    isHtml: boolean('is_html').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('email_templates_key').on(t.key), index('email_templates_name_idx').on(t.name)],
);
