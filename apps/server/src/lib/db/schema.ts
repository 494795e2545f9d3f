// The whole data model in one place so drizzle-kit sees every table. Later features add tables here
// (or in files re-exported from here) rather than reworking these. Money is always integer paise.
import { sql } from 'drizzle-orm';
import type { AuditAction, IngestState, IngestStep, OperatorRole } from '@ott/contract';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---- Regions (SPEC 3 'Region'): five levels, each row knows its parent.
export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  imageUrl: text('image_url'),
  isActive: boolean('is_active').notNull().default(true),
});
export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id').notNull().references(() => states.id),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
  },
  (t) => [uniqueIndex('districts_state_name').on(t.stateId, t.name)],
);
export const constituencies = pgTable(
  'constituencies',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id').notNull().references(() => districts.id),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
  },
  (t) => [uniqueIndex('constituencies_district_name').on(t.districtId, t.name)],
);
export const mandals = pgTable(
  'mandals',
  {
    id: serial('id').primaryKey(),
    constituencyId: integer('constituency_id').notNull().references(() => constituencies.id),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
  },
  (t) => [
    uniqueIndex('mandals_constituency_name').on(t.constituencyId, t.name),
    // Address suggestions (features/address): name contains the typed text.
    index('mandals_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);
export const villages = pgTable(
  'villages',
  {
    id: serial('id').primaryKey(),
    mandalId: integer('mandal_id').notNull().references(() => mandals.id),
    name: text('name').notNull(),
    pincode: text('pincode'),
    imageUrl: text('image_url'),
  },
  (t) => [
    uniqueIndex('villages_mandal_name').on(t.mandalId, t.name),
    // Address suggestions (features/address): name contains the text, pincode starts with it.
    index('villages_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('villages_pincode').on(t.pincode.op('text_pattern_ops')),
  ],
);

// ---- Users, sessions, OTP (ARCHITECTURE 5-6).
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    gender: text('gender'),
    dateOfBirth: text('date_of_birth'),
    profilePicture: text('profile_picture'),
    address: text('address'),
    stateId: integer('state_id').references(() => states.id),
    districtId: integer('district_id').references(() => districts.id),
    constituencyId: integer('constituency_id').references(() => constituencies.id),
    mandal: text('mandal'),
    village: text('village'),
    pincode: text('pincode'),
    /** Upper-case, unique case-insensitively (stored upper-cased). */
    referralCode: text('referral_code').notNull(),
    /** Fixed once; never the user themself nor a cycle (checked in the service). */
    referredById: integer('referred_by_id'),
    referralCodeUsed: text('referral_code_used'),
    referredAt: timestamp('referred_at', { withTimezone: true }),
    role: text('role').notNull().default('user'),
    subscriptionPlanId: integer('subscription_plan_id'),
    subscriptionType: text('subscription_type'),
    subscriptionStart: timestamp('subscription_start', { withTimezone: true }),
    subscriptionEnd: timestamp('subscription_end', { withTimezone: true }),
    /** Tombstone: a deleted account keeps its row so its sessions can learn of the deletion. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedByAdmin: boolean('deleted_by_admin').notNull().default(false),
    /** Issue 17.1: a support operator blocked the account (signed out everywhere, sign-in refused). */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_phone').on(t.phone),
    uniqueIndex('users_referral_code').on(t.referralCode),
    index('users_referred_by').on(t.referredById),
    // The console's viewer search and lists (issue 17.1, viewers-admin/search-viewers.ts).
    index('users_phone_trgm').using('gin', t.phone.op('gin_trgm_ops')),
    index('users_referral_code_trgm').using('gin', t.referralCode.op('gin_trgm_ops')),
    index('users_full_name_trgm').using(
      'gin',
      sql`(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) gin_trgm_ops`,
    ),
    index('users_created').on(t.createdAt, t.id),
    // With the window's start: the dashboard's active subscribers now is an index-only count.
    index('users_subscription_end').on(t.subscriptionEnd, t.subscriptionStart),
    // A viewer's window end by id without the row (the dashboard cuts each grant at it, issue 17.5).
    index('users_id_subscription_end').on(t.id, t.subscriptionEnd),
    index('users_blocked').on(t.blockedAt).where(sql`${t.blockedAt} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    csrfToken: text('csrf_token').notNull(),
    deviceId: integer('device_id'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash').on(t.tokenHash), index('sessions_user').on(t.userId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    /** HMAC-SHA256(secret, phone:code): codes are stored only as keyed hashes. */
    codeHash: text('code_hash').notNull(),
    purpose: text('purpose').notNull().default('login'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    requestIp: text('request_ip'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_phone_created').on(t.phone, t.createdAt)],
);

/** Development SMS outbox (console sender); never read in production mode. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_phone').on(t.phone, t.createdAt)],
);

/** Fixed-window counters for rate limits when Redis is not configured (shared by all instances). */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * Browsers that have signed in to a number before (issue 16.1): the `ott_device` cookie's id,
 * hashed. Such a browser is exempt from the number's absolute daily ceiling and the address's
 * ceilings, so strangers filling those cannot lock the number's owner out.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    phone: text('phone').notNull(),
    deviceHash: text('device_hash').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.phone, t.deviceHash] })],
);

export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    deviceId: text('device_id').notNull(),
    deviceName: text('device_name').notNull(),
    deviceType: text('device_type').notNull().default('web'),
    deviceModel: text('device_model'),
    osVersion: text('os_version'),
    appVersion: text('app_version'),
    isActive: boolean('is_active').notNull().default(true),
    lastActive: timestamp('last_active', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('devices_user_device').on(t.userId, t.deviceId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    type: text('type').notNull(),
    message: text('message').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user').on(t.userId)],
);

// ---- Catalogue (SPEC 3 'Video/Movie', 'Category', 'Live stream').
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  image: text('image'),
  isPremium: boolean('is_premium').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Latin-letter rendering of a Telugu title, so 'prema' finds 'ప్రేమ' (search feature). */
    titleLatin: text('title_latin'),
    videoType: text('video_type').notNull().default('free'),
    categoryId: integer('category_id').references(() => categories.id),
    thumbnailUrl: text('thumbnail_url'),
    portraitThumbnailUrl: text('portrait_thumbnail_url'),
    posterUrl: text('poster_url'),
    /** Media paths relative to the media origin ('/media/...'); signed on the way out when paid. */
    hlsPath: text('hls_path'),
    dashPath: text('dash_path'),
    promoHlsPath: text('promo_hls_path'),
    is4k: boolean('is_4k').notNull().default(false),
    mood1: text('mood1'),
    mood2: text('mood2'),
    duration: integer('duration').notNull().default(0),
    releaseDate: text('release_date'),
    viewsCount: integer('views_count').notNull().default(0),
    isNews: boolean('is_news').notNull().default(false),
    /** 'ready' (published: viewers see it), 'draft' or 'scheduled' (at publish_at); console titles start as drafts. */
    status: text('status').notNull().default('ready'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** Audio tracks of an ingested film as BCP 47 tags, in order (the console shows them). */
    audioLanguages: jsonb('audio_languages').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** WebVTT trick-play thumbnails for the seek bar (a media path), when the film has them. */
    trickPlayPath: text('trick_play_path'),
    /** AES-128 key id of a protected ingested film (drm-keys.ts derives the key from it). */
    mediaKeyId: text('media_key_id'),
    /** Issue 18.4: an episode of this series (with season and episode number); null for a film. */
    seriesId: integer('series_id').references((): AnyPgColumn => series.id),
    seasonNumber: integer('season_number'),
    episodeNumber: integer('episode_number'),
    stateId: integer('state_id').references(() => states.id),
    districtId: integer('district_id').references(() => districts.id),
    constituencyId: integer('constituency_id').references(() => constituencies.id),
    mandalId: integer('mandal_id').references(() => mandals.id),
    villageId: integer('village_id').references(() => villages.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('videos_created').on(t.createdAt),
    index('videos_category_created').on(t.categoryId, t.createdAt),
    index('videos_type_created').on(t.videoType, t.createdAt),
    index('videos_village').on(t.villageId),
    index('videos_mandal').on(t.mandalId),
    index('videos_constituency').on(t.constituencyId),
    index('videos_district').on(t.districtId),
    index('videos_state').on(t.stateId),
    index('videos_status_created').on(t.status, t.createdAt),
    index('videos_publish_due').on(t.publishAt).where(sql`${t.status} = 'scheduled'`),
    uniqueIndex('videos_media_key').on(t.mediaKeyId),
    // Issue 18.4: one episode per number in a season; the season must exist (composite key).
    uniqueIndex('videos_series_episode').on(t.seriesId, t.seasonNumber, t.episodeNumber),
    foreignKey({ name: 'videos_season_fk', columns: [t.seriesId, t.seasonNumber], foreignColumns: [seasons.seriesId, seasons.number] }),
    check(
      'videos_episode_fields',
      sql`(${t.seriesId} is null and ${t.seasonNumber} is null and ${t.episodeNumber} is null) or (${t.seriesId} is not null and ${t.seasonNumber} is not null and ${t.episodeNumber} is not null)`,
    ),
    // Search (issue 4): trigram GIN indexes make case-insensitive substring matching (ILIKE
    // '%q%') index-backed; title_latin lets English letters find Telugu titles.
    index('videos_title_trgm').using('gin', t.title.op('gin_trgm_ops')),
    index('videos_title_latin_trgm').using('gin', t.titleLatin.op('gin_trgm_ops')),
    index('videos_description_trgm').using('gin', t.description.op('gin_trgm_ops')),
  ],
);

export const videoPrices = pgTable(
  'video_prices',
  {
    id: serial('id').primaryKey(),
    videoId: integer('video_id').notNull().references(() => videos.id),
    rentalPricePaise: integer('rental_price_paise').notNull(),
    rentalDurationDays: integer('rental_duration_days').notNull(),
  },
  (t) => [index('video_prices_video').on(t.videoId)],
);

export const heroSlides = pgTable('hero_slides', {
  id: serial('id').primaryKey(),
  videoId: integer('video_id').notNull().references(() => videos.id),
  backdropUrl: text('backdrop_url'),
  promoHlsPath: text('promo_hls_path'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const liveStreams = pgTable(
  'live_streams',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    liveUrl: text('live_url').notNull(),
    thumbnail: text('thumbnail'),
    isImportant: boolean('is_important').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isPremium: boolean('is_premium').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    /** Our own channel (issue 15.4): the uploaded title this stream loops, its live_url our own live/ playlist; null for an external address. */
    sourceVideoId: integer('source_video_id').references(() => videos.id),
  },
  (t) => [index('live_streams_category').on(t.categoryId)],
);

// ---- Plans and referral levels (seeded here; payments and wallet issues add their tables).
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  pricePaise: integer('price_paise').notNull(),
  durationDays: integer('duration_days').notNull(),
  durationText: text('duration_text'),
  perDayText: text('per_day_text'),
  popular: boolean('popular').notNull().default(false),
  badge: text('badge'),
  brandText: text('brand_text').notNull().default('GOLD'),
  features: jsonb('features').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  description: text('description').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  // Issue 18: what the plan promises, enforced on playback.
  /** Streams playing at once on the account. */
  maxStreams: integer('max_streams').notNull().default(1),
  /** The tallest rendition offered: 720 (HD), 1080 (Full HD), 2160 (4K Ultra HD). */
  maxVideoHeight: integer('max_video_height').notNull().default(720),
  /** Titles kept for offline viewing at once; 0 = no downloads. */
  downloadLimit: integer('download_limit').notNull().default(0),
});

export const bonusLevels = pgTable('bonus_levels', {
  id: serial('id').primaryKey(),
  level: integer('level').notNull().unique(),
  description: text('description').notNull(),
  /** Percentage in basis points (500 = 5%), so money maths stays integer. */
  percentBasisPoints: integer('percent_basis_points').notNull(),
});

/**
 * Issue 17.4: every value a bonus level has had and from when. A payment's bonus uses the levels in
 * force when its payment.completed event was written (referral/bonus-levels-at.ts), so an edit
 * never changes a bonus already paid or owed. The console writes the old value (from the epoch)
 * before its first edit of a level.
 */
export const bonusLevelHistory = pgTable(
  'bonus_level_history',
  {
    id: serial('id').primaryKey(),
    level: integer('level').notNull(),
    description: text('description').notNull(),
    percentBasisPoints: integer('percent_basis_points').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    changedBy: integer('changed_by').references(() => users.id),
  },
  (t) => [index('bonus_level_history_level_from').on(t.level, t.effectiveFrom)],
);

export const advertisements = pgTable('advertisements', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  adType: text('ad_type').notNull(),
  videoFile: text('video_file'),
  bannerImage: text('banner_image'),
  externalUrl: text('external_url'),
  callToAction: text('call_to_action').notNull().default('Learn More'),
  skipAfter: integer('skip_after').notNull().default(5),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
});

/** Single-row settings documents edited by operators (popup config, ...). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

// ---- Payments, subscriptions, rentals, codes (issue 3). Money in integer paise.
/** One checkout attempt; its amount always comes from our plan/price tables, never the client. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The gateway's order id ('order_…'), what the spec's client calls order_id. */
    gatewayOrderId: text('gateway_order_id').notNull(),
    gateway: text('gateway').notNull(),
    /** Our receipt id sent to the gateway (≤ 40 chars). */
    receipt: text('receipt').notNull(),
    userId: integer('user_id').notNull().references(() => users.id),
    kind: text('kind').notNull(),
    planId: integer('plan_id').references(() => plans.id),
    videoId: integer('video_id').references(() => videos.id),
    rentalDurationDays: integer('rental_duration_days'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    /** Forward-only: created → attempted → paid (or failed / expired; never back from paid). */
    status: text('status').notNull().default('created'),
    gatewayPaymentId: text('gateway_payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Set once, in the same transaction that extends the subscription or creates the rental. */
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    /** Issue 17.2: when the reconciler last asked the gateway about this paid order (second captures). */
    gatewayCheckedAt: timestamp('gateway_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_gateway_order').on(t.gateway, t.gatewayOrderId),
    uniqueIndex('orders_receipt').on(t.receipt),
    index('orders_user_created').on(t.userId, t.createdAt),
    index('orders_status_created').on(t.status, t.createdAt),
    // Issue 17.2: the payments console's keyset pages (newest first) and its plan filter.
    index('orders_created_id').on(t.createdAt, t.id),
    index('orders_plan_created').on(t.planId, t.createdAt),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    userId: integer('user_id').notNull().references(() => users.id),
    amountPaise: integer('amount_paise').notNull(),
    method: text('method'),
    status: text('status').notNull(),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_gateway_payment').on(t.gatewayPaymentId),
    index('payments_order').on(t.orderId),
    // Issue 17.5: the dashboard's revenue by day (features/dashboard).
    index('payments_created').on(t.createdAt),
  ],
);

/**
 * Issue 17.2: money sent back through the gateway for a captured payment, in full or in part: by a
 * finance operator, or automatically for a second capture on an already-paid order. The
 * idempotency key makes a repeated request the same refund; the gateway's id is set once it answers.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id').notNull().references(() => payments.id),
    orderId: integer('order_id').notNull().references(() => orders.id),
    userId: integer('user_id').notNull().references(() => users.id),
    amountPaise: integer('amount_paise').notNull(),
    /** pending → processed, or failed. */
    status: text('status').notNull().default('pending'),
    /** 'operator' or 'duplicate_capture'. */
    kind: text('kind').notNull(),
    reason: text('reason'),
    gatewayRefundId: text('gateway_refund_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestedBy: integer('requested_by').references(() => users.id),
    /** Gateway calls made for this refund, the last refusal, and when the retry job tries again. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency').on(t.idempotencyKey),
    uniqueIndex('refunds_gateway_refund').on(t.gatewayRefundId),
    index('refunds_payment').on(t.paymentId),
    // Issue 17.5: the dashboard's refunds by the day they were paid out (features/dashboard).
    index('refunds_processed').on(t.updatedAt).where(sql`${t.status} = 'processed'`),
    index('refunds_order').on(t.orderId),
    // The 'refund-retry' job's due failed refunds, and stuck pending ones (issue 17.2).
    index('refunds_open').on(t.status, t.nextAttemptAt).where(sql`${t.status} in ('failed', 'pending')`),
  ],
);

/** Webhook deliveries, deduplicated by the gateway's event id. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('webhook_events_gateway_event').on(t.gateway, t.eventId)],
);

/** Every grant of subscription time; the users row carries the current window. */
export const subscriptionGrants = pgTable(
  'subscription_grants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    planId: integer('plan_id').notNull().references(() => plans.id),
    source: text('source').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    codeRedemptionId: integer('code_redemption_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscription_grants_order').on(t.orderId),
    uniqueIndex('subscription_grants_redemption').on(t.codeRedemptionId),
    // A viewer's grants in time order; starts, ends and id in the index too, so the dashboard's
    // check of a grant against the viewer's other grants reads the index alone (issue 17.5).
    index('subscription_grants_user').on(t.userId, t.startsAt, t.endsAt, t.id),
    // Issue 17.5: the dashboard's new and lapsed subscriptions by day (features/dashboard).
    index('subscription_grants_starts').on(t.startsAt),
    index('subscription_grants_ends').on(t.endsAt),
  ],
);

export const rentals = pgTable(
  'rentals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    videoId: integer('video_id').notNull().references(() => videos.id),
    orderId: integer('order_id').notNull().references(() => orders.id),
    pricePaise: integer('price_paise').notNull(),
    durationDays: integer('duration_days').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rentals_order').on(t.orderId),
    index('rentals_user_video').on(t.userId, t.videoId, t.expiresAt),
    // Issue 17.5: the dashboard's rentals by day (features/dashboard).
    index('rentals_created').on(t.createdAt),
  ],
);

/**
 * Issue 17.4: one console create of subscription codes (one code or up to 1000), keyed by the
 * form's client key so a repeated request makes nothing new. Audited once per batch.
 */
export const codeBatches = pgTable(
  'code_batches',
  {
    id: serial('id').primaryKey(),
    clientKey: text('client_key').notNull(),
    planId: integer('plan_id').notNull().references(() => plans.id),
    codeCount: integer('code_count').notNull(),
    maxRedemptions: integer('max_redemptions').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    prefix: text('prefix'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('code_batches_client_key').on(t.clientKey)],
);

/** Subscription codes (SPEC 'Code redemption'): each grants a plan; limited uses; expiry. */
export const subscriptionCodes = pgTable(
  'subscription_codes',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; matched case-insensitively. */
    code: text('code').notNull().unique(),
    planId: integer('plan_id').notNull().references(() => plans.id),
    maxRedemptions: integer('max_redemptions').notNull().default(1),
    redemptionsCount: integer('redemptions_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    /** Issue 17.4: the console batch that made it (null for seeded and older codes). */
    batchId: integer('batch_id').references(() => codeBatches.id),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_codes_batch').on(t.batchId)],
);

export const codeRedemptions = pgTable(
  'code_redemptions',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id').notNull().references(() => subscriptionCodes.id),
    userId: integer('user_id').notNull().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('code_redemptions_code_user').on(t.codeId, t.userId)],
);

/**
 * Domain events other features subscribe to without this code knowing them (for example
 * `payment.completed`, which the referral feature turns into bonuses). Written in the same
 * transaction as the change they announce; `dedupe_key` makes a second write a no-op.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('domain_events_type_key').on(t.type, t.dedupeKey),
    // The dispatcher's sweep reads only undispatched events; this stays as small as the backlog.
    index('domain_events_undispatched').on(t.id).where(sql`${t.dispatchedAt} is null`),
  ],
);

// ---- Sandbox payment gateway (development default, ARCHITECTURE 7): the fake provider's own
// books, kept apart from ours so the sandbox behaves like a remote gateway we can only ask.
export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt').notNull(),
  notes: jsonb('notes').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
});

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    method: text('method').notNull(),
    status: text('status').notNull(),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    refundedPaise: integer('refunded_paise').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_payments_order').on(t.orderId)],
);

/**
 * The sandbox's refunds (issue 17.2), like Razorpay's: keyed by the X-Refund-Idempotency key, so a
 * retried call answers the refund it already made instead of refunding again.
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    receipt: text('receipt').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_refunds_idempotency').on(t.idempotencyKey), index('sandbox_refunds_payment').on(t.paymentId)],
);

// ---- Account and discovery (issue 4): per-user lists. Both are keyed (user, video) so a repeated
// or concurrent request updates one row instead of adding another.
export const watchlistItems = pgTable(
  'watchlist_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    videoId: integer('video_id').notNull().references(() => videos.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('watchlist_user_video').on(t.userId, t.videoId), index('watchlist_user_created').on(t.userId, t.createdAt)],
);

/** Continue watching: the last position the player reported for a user and title. */
export const watchProgress = pgTable(
  'watch_progress',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    videoId: integer('video_id').notNull().references(() => videos.id),
    positionSeconds: integer('position_seconds').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    /** Set when the viewer reached the end (or near it); finished titles leave Continue Watching. */
    completed: boolean('completed').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('watch_progress_user_video').on(t.userId, t.videoId), index('watch_progress_user_updated').on(t.userId, t.updatedAt)],
);

// ---- Wallet and referral money (SPEC 2.17, 2.18, 3; ARCHITECTURE 7) -------------------------
// The wallet is a ledger: the balance is derived from `wallet_transactions` and never stored.
// Credits (REFERRAL_BONUS, REFUND) count when COMPLETED; a WITHDRAWAL debits in every status
// (PENDING, COMPLETED and FAILED alike) and a failed payout writes a REFUND that gives it back, so
// every row stays true to what happened and the sum is always the balance.

/** One row per user, created on first use: the lock every balance-changing step takes. */
export const wallets = pgTable('wallets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  createdAt: createdAt(),
});

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** REFERRAL_BONUS | WITHDRAWAL | REFUND */
    type: text('type').notNull(),
    /** Always positive; the type gives the direction. */
    amountPaise: integer('amount_paise').notNull(),
    /** COMPLETED | PENDING | FAILED */
    status: text('status').notNull(),
    /**
     * What caused this row, unique: 'bonus:{gateway order id}:L{level}', 'withdrawal:{id}',
     * 'refund:{withdrawal id}'. A second delivery of the same cause inserts nothing.
     */
    sourceKey: text('source_key').notNull(),
    description: text('description').notNull().default(''),
    /** Bonus rows: the paying user and the level (1-5) this credit is for. */
    sourceUserId: integer('source_user_id').references(() => users.id),
    level: integer('level'),
    withdrawalId: integer('withdrawal_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('wallet_transactions_source').on(t.sourceKey),
    check('wallet_transactions_positive', sql`${t.amountPaise} > 0`),
    index('wallet_transactions_user_created').on(t.userId, t.createdAt),
  ],
);

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bankName: text('bank_name').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    ifscCode: text('ifsc_code').notNull(),
    /** AES-256-GCM of the account number (iv.tag.ciphertext, base64url); only payouts decrypt it. */
    accountNumberEnc: text('account_number_enc').notNull(),
    accountLast4: text('account_last4').notNull(),
    /** Keyed hash of ifsc + number: finds duplicates without decrypting. */
    accountFingerprint: text('account_fingerprint').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Payout provider's ids (RazorpayX contact and fund account), made on first withdrawal. */
    payoutContactId: text('payout_contact_id'),
    payoutFundAccountId: text('payout_fund_account_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bank_accounts_user_fingerprint').on(t.userId, t.accountFingerprint),
    uniqueIndex('bank_accounts_one_primary').on(t.userId).where(sql`${t.isPrimary}`),
    index('bank_accounts_user').on(t.userId),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    amountPaise: integer('amount_paise').notNull(),
    /** PENDING until the payout settles, then COMPLETED or FAILED (forward only). */
    status: text('status').notNull().default('PENDING'),
    /** Client key for retries of one request (unique per user when given). */
    requestId: text('request_id'),
    payoutGateway: text('payout_gateway').notNull(),
    payoutId: text('payout_id'),
    payoutStatus: text('payout_status'),
    failureReason: text('failure_reason'),
    /** Date in Asia/Kolkata ('2026-11-23'): the day the per-day limit counts it against. */
    istDate: text('ist_date').notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * Issue 17.3: AWAITING_APPROVAL (above the approval threshold: debited, no payout yet) moves to
     * PENDING when a finance operator approves it or to REJECTED (refunded) when they reject it.
     * decision is 'approved' | 'rejected' (a retry is approved by the operator who sends it).
     */
    decision: text('decision'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    /** A retry of a failed payout is a new withdrawal pointing at the failed one; one retry each. */
    retryOfId: integer('retry_of_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('withdrawals_user_request').on(t.userId, t.requestId),
    index('withdrawals_user_day').on(t.userId, t.istDate),
    index('withdrawals_status_created').on(t.status, t.createdAt),
    uniqueIndex('withdrawals_payout').on(t.payoutGateway, t.payoutId),
    uniqueIndex('withdrawals_retry_of').on(t.retryOfId),
    index('withdrawals_created').on(t.createdAt, t.id),
    check('withdrawals_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** Sandbox payout provider's own books (like sandbox_orders): we can only ask it, never peek. */
export const sandboxPayouts = pgTable('sandbox_payouts', {
  id: text('id').primaryKey(),
  /** Our reference (withdrawal id), what RazorpayX calls reference_id; one payout per reference. */
  referenceId: text('reference_id').notNull().unique(),
  amountPaise: integer('amount_paise').notNull(),
  accountLast4: text('account_last4').notNull(),
  ifscCode: text('ifsc_code').notNull(),
  /** queued → processing → processed | failed | reversed */
  status: text('status').notNull(),
  failureReason: text('failure_reason'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---- Ad tracking (issue 6, SPEC 7 'Ads'). One row per counted impression or click; a view counts
// once per ad and kind (unique ad_id, kind, view_key), so a retried or repeated post is a no-op.
// Counts per ad are `count(*)` over (ad_id, kind), served by that same unique index.
export const adEvents = pgTable(
  'ad_events',
  {
    id: serial('id').primaryKey(),
    adId: integer('ad_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    /** 'impression' | 'click'. */
    kind: text('kind').notNull(),
    /** Session user when signed in; never the client's user_id. Null for visitors. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'set null' }),
    /** Impressions: where it was shown (pre_roll, banner, ...). Null for clicks. */
    impressionType: text('impression_type'),
    /** 'v:<view_id>' from the client, else a hash of viewer + video + time bucket. */
    viewKey: text('view_key').notNull(),
    /** Keyed hash of the client address (never the address itself); null when unknown. */
    ipHash: text('ip_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ad_events_ad_kind_view').on(t.adId, t.kind, t.viewKey),
    index('ad_events_created').on(t.createdAt),
    // Issue 17.4: one ad's events per day over a date range (features/ads-admin/ad-stats.ts); kind
    // last so the count is an index-only scan.
    index('ad_events_ad_created').on(t.adId, t.createdAt, t.kind),
    check('ad_events_kind', sql`${t.kind} in ('impression', 'click')`),
  ],
);

// Real views behind videos.views_count (issue 6; docs/decisions.md 'Counting views'). One row per
// counted view: the unique (video_id, view_key) index makes a repeat of the same playback a no-op,
// and the counter is incremented in the same transaction only when the row was inserted.
export const videoViews = pgTable(
  'video_views',
  {
    id: serial('id').primaryKey(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** 'v:<view_id>': the client's id for one playback. */
    viewKey: text('view_key').notNull(),
    /** Session user when signed in; null for visitors. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Keyed hash of the client address (never the address itself); null when unknown. */
    ipHash: text('ip_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('video_views_video_view').on(t.videoId, t.viewKey),
    index('video_views_created').on(t.createdAt),
  ],
);

// ---- Operators and the audit log (issue: operators and roles). A role is granted by an admin in
// the console (ADMIN_PHONES and users.role = 'admin' also make an admin; features/admin/roles).
export const operatorRoles = pgTable(
  'operator_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'admin' | 'editor' | 'finance' | 'support' (contract OperatorRole). */
    role: text('role').$type<OperatorRole>().notNull(),
    /** The admin who granted it; null for grants made outside the console. */
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    check('operator_roles_role', sql`${t.role} in ('admin', 'editor', 'finance', 'support')`),
  ],
);

// One row per operator write, inserted in the same transaction as the change it records. Snapshots
// never hold secrets, OTP codes, session tokens or bank data (features/admin/audit).
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's phone when it acted (kept if the account goes). */
    actorPhone: text('actor_phone').notNull(),
    /** 'user.delete', 'live_stream.update', 'operator.grant', ... (contract AuditAction). */
    action: text('action').$type<AuditAction>().notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_at').on(t.at.desc(), t.id.desc()),
    index('audit_log_actor').on(t.actorUserId, t.at.desc()),
    index('audit_log_actor_phone').on(t.actorPhone, t.at.desc()),
    index('audit_log_action').on(t.action, t.at.desc()),
    index('audit_log_target').on(t.targetType, t.targetId, t.at.desc()),
  ],
);

// ---- Ingest (issue 15): one row per title for its film's upload and transcode, the pictures it
// offers as artwork, and its subtitle files. features/ingest owns them.
export const titleIngests = pgTable(
  'title_ingests',
  {
    videoId: integer('video_id')
      .primaryKey()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** The tus upload id (the file's name in the upload store). */
    uploadId: text('upload_id').notNull(),
    sourceName: text('source_name'),
    sourceBytes: bigint('source_bytes', { mode: 'number' }),
    /** 'uploading' | 'queued' | 'running' | 'done' | 'failed' | 'cancelled' (contract IngestState). */
    state: text('state').$type<IngestState>().notNull(),
    step: text('step').$type<IngestStep>(),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    attempt: integer('attempt').notNull().default(0),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    /** The media directory of the finished stream (replaced by a new one on each successful run). */
    outputDir: text('output_dir'),
    /** Touched by the running job; a stale one means its worker died (the sweep re-queues it). */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('title_ingests_state').on(t.state, t.updatedAt),
    check('title_ingests_state', sql`${t.state} in ('uploading', 'queued', 'running', 'done', 'failed', 'cancelled')`),
  ],
);

/**
 * A title's promo clip (issue 15.4): uploaded in one request, probed, then transcoded by the
 * 'title-promo' job into a small public HLS ladder (a trailer is public even for a paid film);
 * videos.promo_hls_path points at it once done. One row a title; a new upload replaces it.
 */
export const titlePromos = pgTable(
  'title_promos',
  {
    videoId: integer('video_id')
      .primaryKey()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** The uploaded file, under INGEST_DIR. */
    sourcePath: text('source_path').notNull(),
    sourceName: text('source_name'),
    /** 'queued' | 'running' | 'done' | 'failed' | 'cancelled'. */
    state: text('state').notNull(),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    attempt: integer('attempt').notNull().default(0),
    /** The media directory of the finished promo. */
    outputDir: text('output_dir'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('title_promos_state').on(t.state, t.updatedAt),
    check('title_promos_state', sql`${t.state} in ('queued', 'running', 'done', 'failed', 'cancelled')`),
  ],
);

export const titleImages = pgTable(
  'title_images',
  {
    id: serial('id').primaryKey(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** Media path under the media origin. */
    path: text('path').notNull(),
    kind: text('kind').$type<'frame' | 'upload'>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('title_images_path').on(t.videoId, t.path)],
);

export const titleSubtitles = pgTable(
  'title_subtitles',
  {
    id: serial('id').primaryKey(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    label: text('label').notNull(),
    /** The operator's file as uploaded (SRT or WebVTT), kept to rebuild the stream's tracks. */
    sourcePath: text('source_path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('title_subtitles_language').on(t.videoId, t.language)],
);

/**
 * An ad's video creative (issue 17.4): uploaded over tus like a film, probed, then packaged by the
 * 'ad-transcode' job into a small public HLS ladder; advertisements.video_file points at it once
 * done. One row an ad; a new upload replaces it (the previous creative plays until the new one is ready).
 */
export const adIngests = pgTable(
  'ad_ingests',
  {
    adId: integer('ad_id')
      .primaryKey()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    /** The tus upload id (the file's name in the upload store). */
    uploadId: text('upload_id').notNull(),
    sourceName: text('source_name'),
    sourceBytes: bigint('source_bytes', { mode: 'number' }),
    /** 'uploading' | 'queued' | 'running' | 'done' | 'failed' (contract AdCreativeState). */
    state: text('state').notNull(),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    attempt: integer('attempt').notNull().default(0),
    /** The media directory of the finished creative. */
    outputDir: text('output_dir'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ad_ingests_upload').on(t.uploadId),
    check('ad_ingests_state', sql`${t.state} in ('uploading', 'queued', 'running', 'done', 'failed')`),
  ],
);

// ---- The console's dashboard (issue 17.5, features/dashboard; docs/decisions.md 'Dashboard').
/**
 * One row per closed India day ('2026-11-23'), written once by the 'dashboard-rollup' job from the
 * same queries that compute open days live. Money is integer paise (bigint: sums).
 */
export const dashboardDays = pgTable('dashboard_days', {
  day: text('day').primaryKey(),
  signups: integer('signups').notNull(),
  /** Viewers with subscription time at the end of the day. */
  activeSubscribers: integer('active_subscribers').notNull(),
  newSubscriptions: integer('new_subscriptions').notNull(),
  lapsedSubscriptions: integer('lapsed_subscriptions').notNull(),
  rentals: integer('rentals').notNull(),
  adImpressions: integer('ad_impressions').notNull(),
  adClicks: integer('ad_clicks').notNull(),
  capturedPaise: bigint('captured_paise', { mode: 'number' }).notNull(),
  refundedPaise: bigint('refunded_paise', { mode: 'number' }).notNull(),
  rolledUpAt: timestamp('rolled_up_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Views and watch time per title per India day. Watch seconds are added as progress reports
 * arrive (progress-service.ts, same transaction); views are rolled up from video_views for closed
 * days (today's are counted live).
 */
export const dashboardTitleDays = pgTable(
  'dashboard_title_days',
  {
    day: text('day').notNull(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    views: integer('views').notNull().default(0),
    watchSeconds: bigint('watch_seconds', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.videoId] })],
);

/**
 * The sums of dashboard_title_days over a whole closed India month ('2026-11'), per title, so the
 * top titles of a long range add 12 rows a title instead of 366 (the 'dashboard-rollup' job writes
 * a month once all its days are rolled up; dashboardMonths marks it).
 */
export const dashboardTitleMonths = pgTable(
  'dashboard_title_months',
  {
    month: text('month').notNull(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    watchSeconds: bigint('watch_seconds', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.videoId] })],
);

/** The months whose dashboard_title_months rows are written (a month may have no title rows). */
export const dashboardMonths = pgTable('dashboard_months', {
  month: text('month').primaryKey(),
  rolledUpAt: timestamp('rolled_up_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue 18: the viewer's player choices, kept on the server so they follow the viewer to every
 * device. Null means never chosen (the app then decides: the interface language's audio, the
 * network's quality).
 */
export const viewerPreferences = pgTable('viewer_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** BCP 47 tag of the audio language last chosen. */
  audioLanguage: text('audio_language'),
  /** BCP 47 tag of the subtitles last chosen, or 'off' when the viewer turned them off. */
  subtitleLanguage: text('subtitle_language'),
  /** 'auto' | 'data_saver' | 'high'. */
  quality: text('quality'),
  /** Whether the next episode starts by itself after a countdown. */
  autoplayNext: boolean('autoplay_next').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Issue 18.1: streams at once per plan (features/playback-sessions).
/**
 * One paid or rental title playing on one device: opened when it starts, kept by the player's
 * heartbeat, ended on close, by a takeover or by a newer start on the same device. A row counts
 * against the plan's max_streams while it is not ended and its heartbeat is recent (contract
 * stream-limit.ts); the media-token renewal of a paid title needs a counting row of the viewer.
 */
export const playbackSessions = pgTable(
  'playback_sessions',
  {
    /** Random (crypto.randomUUID): the player holds it, nobody can guess another. */
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** The sign-in session that opened it; a revoked or expired one stops counting. */
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The client's own device id (web: the device_id cookie); a new start from it replaces this one. */
    deviceId: text('device_id').notNull(),
    /** 'Chrome on Android', from the registered device or the user agent at start. */
    deviceLabel: text('device_label'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** 'stopped' | 'taken_over' | 'same_device' | 'expired' (contract PLAYBACK_END_REASONS). */
    endReason: text('end_reason'),
  },
  (t) => [index('playback_sessions_user_started').on(t.userId, t.startedAt)],
);

// ---- Series and skip markers (issue 18 points 4 and 5) -------------------------------------------
// A series groups titles: its episodes are rows of `videos` (series_id, season_number,
// episode_number), so playback, entitlement, progress and views need nothing new.

export const series = pgTable(
  'series',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Latin-letter search key of the title (catalogue/search-keys.ts), as for videos. */
    titleLatin: text('title_latin'),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id').references(() => categories.id),
    /** Artwork as media paths, like a title's; null shows the first episode's. */
    thumbnailUrl: text('thumbnail_url'),
    portraitThumbnailUrl: text('portrait_thumbnail_url'),
    posterUrl: text('poster_url'),
    /** 'draft' | 'published': only published series reach viewers. */
    status: text('status').notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('series_status_created').on(t.status, t.createdAt)],
);

export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** The operator's name for it; null reads 'Season N'. */
    title: text('title'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('seasons_series_number').on(t.seriesId, t.number), check('seasons_number_positive', sql`${t.number} > 0`)],
);

/** Operator-set ranges of a title: intro, recap, song, credits (contract skip-markers.ts). */
export const titleMarkers = pgTable(
  'title_markers',
  {
    id: serial('id').primaryKey(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Milliseconds from the start of the film. */
    startMs: integer('start_ms').notNull(),
    endMs: integer('end_ms').notNull(),
  },
  (t) => [index('title_markers_video').on(t.videoId), check('title_markers_range', sql`${t.startMs} >= 0 and ${t.startMs} < ${t.endMs}`)],
);

// ---- Offline downloads (issue 18 point 3) ---------------------------------------------------------
// One licence per title a viewer keeps offline; the copy itself lives in the browser. At most one
// live (not deleted) licence per viewer and title; expired ones stay until the app deletes them.

export const downloads = pgTable(
  'downloads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** Picture height of the stored rendition (the quality the viewer chose). */
    height: integer('height').notNull(),
    createdAt: createdAt(),
    /** 30 days after creation, or 48 hours after the first play when sooner (contract rules/downloads.ts). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    firstPlayedAt: timestamp('first_played_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('downloads_user_video_live').on(t.userId, t.videoId).where(sql`${t.deletedAt} is null`),
    index('downloads_user_created').on(t.userId, t.createdAt),
  ],
);
