// One typed, validated configuration (ARCHITECTURE 4). A bad value stops start-up naming the variable.
import { createHmac } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_FREE_MAX_VIDEO_HEIGHT, FREE_VIDEO_HEIGHT_CHOICES } from '@ott/contract';

const DEFAULT_SECRET = 'dev-only-secret-change-me';

/** `10.0.0.5`, `::1`, `10.0.0.0/8`, `fd00::/8`. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(16).default(DEFAULT_SECRET),
  MEDIA_SIGNING_SECRET: z.string().min(16).default(DEFAULT_SECRET),
  /**
   * Key of the signed media URLs (issue 14.2, lib/media-url.ts) that an edge in front of us checks
   * too (nginx secure_link, deploy/nginx/): give the edge the same value. Derived from
   * MEDIA_SIGNING_SECRET when unset (enough while Node alone serves media). Characters that are safe
   * inside an nginx string.
   */
  MEDIA_EDGE_SECRET: z
    .string()
    .min(16)
    .regex(/^[A-Za-z0-9._~+/=-]+$/, 'letters, digits and . _ ~ + / = - only (it is written into nginx configuration)')
    .optional(),
  MEDIA_BASE_URL: z.string().default('/media'),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_BASE_URL: z.string().url().default('https://api.razorpay.com'),
  SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
  MSG91_AUTH_KEY: z.string().optional(),
  MSG91_TEMPLATE_ID: z.string().optional(),
  MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),
  REQUIRE_LOGIN_TO_BROWSE: bool,
  ALLOW_DEV_SETTINGS_IN_PRODUCTION: bool,
  /** Default: true, except in production (a real deployment starts with its own catalogue). */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Proxies in front whose X-Forwarded-* we believe (issue 14.5): a hop count (`1`: one nginx) or
   * their addresses/CIDRs, comma-separated. Never `true`: that believes whatever the client sends.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const value = (v ?? '').trim();
      if (value === '' || value === 'false' || value === '0') return false;
      if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
      const entries = value.split(',').map((entry) => entry.trim());
      if (value !== 'true' && entries.every(isAddressOrCidr)) return entries;
      ctx.addIssue({
        code: 'custom',
        message: 'a hop count (1-10) or proxy addresses/CIDRs; `true` would believe any client',
      });
      return z.NEVER;
    }),
  /**
   * Requests per minute, all routes: a visitor's per client address, a signed-in viewer's per
   * session (issue 16.2). One carrier-NAT address carries hundreds of visitors: 3,000 a minute is
   * about 150 home-page loads; one viewer's session never needs more than 600.
   */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(10).max(1_000_000_000).default(3_000),
  RATE_LIMIT_PER_SESSION_PER_MINUTE: z.coerce.number().int().min(10).max(1_000_000_000).default(600),
  /**
   * OTP sends per client address per hour (issue 16.2): the first OTP_IP_SENDS_BEFORE_POW without
   * proof of work, then with ALTCHA work, up to the hard OTP_IP_SENDS_PER_HOUR (500 viewers behind
   * one carrier-NAT address get in; 1,000 numbers from one address do not).
   */
  OTP_IP_SENDS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(600),
  OTP_IP_SENDS_BEFORE_POW: z.coerce.number().int().min(0).max(100_000).default(20),
  /** The same for sign-in attempts (right or wrong): 60 without work, 1,500 in all per hour. */
  OTP_IP_VERIFIES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(1_500),
  OTP_IP_VERIFIES_BEFORE_POW: z.coerce.number().int().min(0).max(100_000).default(60),
  /** Requests for one number from browsers that never signed in to it, per day, before they prove work. */
  OTP_PHONE_SENDS_BEFORE_POW: z.coerce.number().int().min(0).max(100_000).default(3),
  /** ALTCHA work at the first tier: the secret counter lies between this and twice it (PBKDF2, 1,000 rounds a try). */
  POW_BASE_COUNTER: z.coerce.number().int().min(1).max(1_000_000).default(500),
  /** Comma-separated 10-digit phones whose accounts get the admin role at sign-in (SPEC 6 admin actions). */
  ADMIN_PHONES: z
    .string()
    .default('')
    .refine(
      (v) => v.split(',').every((p) => p.trim() === '' || /^[6-9]\d{9}$/.test(p.trim())),
      'each entry must be a 10-digit Indian mobile number',
    ),
  /** Google Places (India only) for address suggestions; without it the built-in suggester answers. */
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  /** Public origin for links we hand out (referral QR, invitations); else the request's own origin. */
  PUBLIC_BASE_URL: z.string().url().optional(),
  /** Wallet withdrawals (SPEC 9 defaults): rupees per withdrawal and withdrawals per day (Indian time). */
  WITHDRAWAL_MIN_RUPEES: z.coerce.number().int().min(1).max(1_000_000).default(100),
  WITHDRAWAL_MAX_RUPEES: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  WITHDRAWALS_PER_DAY: z.coerce.number().int().min(1).max(100).default(3),
  /** Issue 17.3: a withdrawal above this many rupees waits for a finance operator's approval (the console can change it). */
  WITHDRAWAL_APPROVAL_RUPEES: z.coerce.number().int().min(0).max(1_000_000).default(5_000),
  /** Payouts (ARCHITECTURE 7): sandbox by default; razorpayx needs the Razorpay keys and the X account. */
  PAYOUT_GATEWAY: z.enum(['sandbox', 'razorpayx']).default('sandbox'),
  RAZORPAYX_ACCOUNT_NUMBER: z.string().optional(),
  RAZORPAYX_WEBHOOK_SECRET: z.string().optional(),
  /** Seconds the sandbox payout provider keeps a payout in flight before its bank decides (10; 0 in tests). */
  SANDBOX_PAYOUT_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /** 32-byte key (64 hex chars) for bank account numbers at rest; development derives one from SESSION_SECRET. */
  /** The advanced player's live HLS channel (features/streaming): on by default, off in tests. */
  LIVE_CHANNEL: z.enum(['on', 'off']).optional(),
  /** Operators' own channels looping one of our titles (issue 15.4): on by default, off in tests. */
  OWN_LIVE_CHANNELS: z.enum(['on', 'off']).optional(),
  /** Secret the AES-128 content keys are derived from (HMAC per key id); defaults to MEDIA_SIGNING_SECRET. */
  DRM_KEY_SECRET: z.string().min(16).optional(),
  /** Where media is kept (issue 14.1): `local` (DATA_DIR/media, default) or `s3` (any S3-compatible store). */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().default('ap-south-1'),
  /** For S3-compatible stores (MinIO, R2, Spaces); unset for AWS. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path rather than the host name; default true with S3_ENDPOINT, false for AWS. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  /** Key prefix inside the bucket, e.g. `media/` (default none). */
  S3_PREFIX: z
    .string()
    .regex(/^([\w.-]+\/)*$/, 'a path ending in / (e.g. media/), or empty')
    .default(''),
  /** Process role (issue 14.3): `all` (default, one process), `api` (HTTP only) or `worker` (jobs, live encoder). */
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  /** PostgreSQL connections per instance for queries (pg-boss keeps its own few on a worker). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** `false` when a pre-deploy `npm run migrate` alone changes the schema. */
  MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
  /**
   * Milliseconds between SIGTERM and closing the listener: /readyz answers 503 'draining' meanwhile
   * so the load balancer stops sending new requests first. Default: 5000 for ROLE=api, else 0.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  /** Milliseconds a Redis command may take before the instance falls back to its own memory. */
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(20).max(10_000).default(300),
  /** Swagger UI at /api/docs: on by default, off in production unless `true`. */
  API_DOCS: z.enum(['true', 'false']).optional(),
  /** Bearer token /metrics asks for; without it /metrics is open (keep it off the public proxy). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Issue 18.2: the tallest rendition free titles are offered to visitors and to viewers without a
   * plan (a subscriber gets their plan's, never less). 2160 offers the full ladder.
   */
  FREE_MAX_VIDEO_HEIGHT: z.coerce
    .number()
    .refine((v) => (FREE_VIDEO_HEIGHT_CHOICES as readonly number[]).includes(v), `one of ${FREE_VIDEO_HEIGHT_CHOICES.join(', ')}`)
    .default(DEFAULT_FREE_MAX_VIDEO_HEIGHT),
  BANK_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable (`DATABASE_URL=`) means unset, as in most shells' and tools' conventions.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  const config = {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    uploadsDir: path.join(dataDir, 'uploads'),
    /** Operators' films as uploaded (tus) and kept for re-transcoding; shared by api and worker roles. */
    ingestDir: path.join(dataDir, 'ingest'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    sessionSecret: e.SESSION_SECRET,
    mediaSigningSecret: e.MEDIA_SIGNING_SECRET,
    mediaEdgeSecret:
      e.MEDIA_EDGE_SECRET ?? createHmac('sha256', e.MEDIA_SIGNING_SECRET).update('media-edge-token').digest('hex'),
    mediaBaseUrl: e.MEDIA_BASE_URL.replace(/\/$/, ''),
    paymentGateway: e.PAYMENT_GATEWAY,
    razorpay: {
      keyId: e.RAZORPAY_KEY_ID ?? '',
      keySecret: e.RAZORPAY_KEY_SECRET ?? '',
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? '',
      baseUrl: e.RAZORPAY_BASE_URL.replace(/\/$/, ''),
    },
    sms: {
      provider: e.SMS_PROVIDER,
      msg91AuthKey: e.MSG91_AUTH_KEY,
      msg91TemplateId: e.MSG91_TEMPLATE_ID,
      msg91BaseUrl: e.MSG91_BASE_URL,
    },
    requireLoginToBrowse: e.REQUIRE_LOGIN_TO_BROWSE,
    seedDemo: (e.SEED_DEMO ?? (isProduction ? 'false' : 'true')) === 'true',
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    otpIpSendsPerHour: e.OTP_IP_SENDS_PER_HOUR,
    otpIpVerifiesPerHour: e.OTP_IP_VERIFIES_PER_HOUR,
    otpIpSendsBeforeWork: e.OTP_IP_SENDS_BEFORE_POW,
    otpIpVerifiesBeforeWork: e.OTP_IP_VERIFIES_BEFORE_POW,
    otpPhoneSendsBeforeWork: e.OTP_PHONE_SENDS_BEFORE_POW,
    powBaseCounter: e.POW_BASE_COUNTER,
    requestsPerMinutePerIp: e.RATE_LIMIT_PER_MINUTE,
    requestsPerMinutePerSession: e.RATE_LIMIT_PER_SESSION_PER_MINUTE,
    adminPhones: e.ADMIN_PHONES.split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    publicBaseUrl: e.PUBLIC_BASE_URL?.replace(/\/$/, ''),
    withdrawals: {
      minPaise: e.WITHDRAWAL_MIN_RUPEES * 100,
      maxPaise: e.WITHDRAWAL_MAX_RUPEES * 100,
      perDay: e.WITHDRAWALS_PER_DAY,
      approvalThresholdPaise: e.WITHDRAWAL_APPROVAL_RUPEES * 100,
    },
    payoutGateway: e.PAYOUT_GATEWAY,
    razorpayx: {
      accountNumber: e.RAZORPAYX_ACCOUNT_NUMBER ?? '',
      webhookSecret: e.RAZORPAYX_WEBHOOK_SECRET ?? '',
    },
    /** How long a sandbox payout is in flight, like a bank transfer: the wallet shows it PENDING first. */
    sandboxPayoutSettleMs: (e.SANDBOX_PAYOUT_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 10)) * 1000,
    /** Hex key; when unset (development) the wallet derives one from the session secret. */
    bankEncryptionKey: e.BANK_ENCRYPTION_KEY,
    /** Run the looping live HLS channel (one ffmpeg, one instance cluster-wide). */
    liveChannel: e.LIVE_CHANNEL ? e.LIVE_CHANNEL === 'on' : e.NODE_ENV !== 'test',
    /** Run the encoders of the live streams that loop one of our titles (one instance each, cluster-wide). */
    ownLiveChannels: e.OWN_LIVE_CHANNELS ? e.OWN_LIVE_CHANNELS === 'on' : e.NODE_ENV !== 'test',
    drmKeySecret: e.DRM_KEY_SECRET ?? e.MEDIA_SIGNING_SECRET,
    /** Development-only routes (/dev/outbox, sandbox) exist only outside production. */
    devRoutes: !isProduction,
    mediaStorage: e.MEDIA_STORAGE,
    s3: {
      bucket: e.S3_BUCKET ?? '',
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: (e.S3_FORCE_PATH_STYLE ?? (e.S3_ENDPOINT ? 'true' : 'false')) === 'true',
      prefix: e.S3_PREFIX,
    },
    role: e.ROLE,
    /** This process serves HTTP API routes / runs background jobs and the live encoder. */
    runsApi: e.ROLE !== 'worker',
    runsJobs: e.ROLE !== 'api',
    databasePoolSize: e.DATABASE_POOL_SIZE,
    migrateOnStart: e.MIGRATE_ON_START === 'true',
    redisTimeoutMs: e.REDIS_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.ROLE === 'api' ? 5000 : 0),
    apiDocs: (e.API_DOCS ?? (isProduction ? 'false' : 'true')) === 'true',
    metricsToken: e.METRICS_TOKEN,
    /** Issue 18.2: the quality cap of free titles for visitors and viewers without a plan. */
    freeMaxVideoHeight: e.FREE_MAX_VIDEO_HEIGHT,
  } as const;
  if (isProduction) assertProductionReady(config, e.ALLOW_DEV_SETTINGS_IN_PRODUCTION);
  // Never overridable, in any mode: a Razorpay gateway without its keys can neither sign nor verify.
  if (e.PAYMENT_GATEWAY === 'razorpay') assertRazorpayKeys(config.razorpay);
  if (e.PAYOUT_GATEWAY === 'razorpayx') assertRazorpayXSettings(config);
  if (config.mediaStorage === 's3' && !config.s3.bucket) {
    throw new Error('Invalid configuration: MEDIA_STORAGE=s3 needs S3_BUCKET');
  }
  if (config.withdrawals.minPaise > config.withdrawals.maxPaise) {
    throw new Error('Invalid configuration: WITHDRAWAL_MIN_RUPEES is above WITHDRAWAL_MAX_RUPEES');
  }
  return config;
}

function assertRazorpayKeys(r: { keyId: string; keySecret: string; webhookSecret: string }) {
  const missing = [
    ['RAZORPAY_KEY_ID', r.keyId],
    ['RAZORPAY_KEY_SECRET', r.keySecret],
    ['RAZORPAY_WEBHOOK_SECRET', r.webhookSecret],
  ].filter(([, v]) => !v);
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration: PAYMENT_GATEWAY=razorpay needs ${missing.map(([n]) => n).join(', ')}`,
    );
  }
}

function assertRazorpayXSettings(c: {
  razorpay: { keyId: string; keySecret: string };
  razorpayx: { accountNumber: string; webhookSecret: string };
  bankEncryptionKey: string | undefined;
}) {
  const missing = [
    ['RAZORPAY_KEY_ID', c.razorpay.keyId],
    ['RAZORPAY_KEY_SECRET', c.razorpay.keySecret],
    ['RAZORPAYX_ACCOUNT_NUMBER', c.razorpayx.accountNumber],
    ['RAZORPAYX_WEBHOOK_SECRET', c.razorpayx.webhookSecret],
    ['BANK_ENCRYPTION_KEY', c.bankEncryptionKey],
  ].filter(([, v]) => !v);
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration: PAYOUT_GATEWAY=razorpayx needs ${missing.map(([n]) => n).join(', ')}`,
    );
  }
}

/**
 * Production refuses development-only settings unless explicitly allowed (issue 2), and the default
 * secrets always (issue 14.7): with the published default anyone can sign a session, a media URL or
 * a sandbox payment result, and so get Premium free.
 */
function assertProductionReady(
  c: {
    sessionSecret: string;
    mediaSigningSecret: string;
    paymentGateway: string;
    payoutGateway: string;
    sms: { provider: string };
  },
  allowDevSettings: boolean,
) {
  const secrets: string[] = [];
  if (c.sessionSecret === DEFAULT_SECRET) secrets.push('SESSION_SECRET is the development default');
  if (c.mediaSigningSecret === DEFAULT_SECRET)
    secrets.push('MEDIA_SIGNING_SECRET is the development default');
  const devOnly: string[] = [];
  if (c.paymentGateway === 'sandbox') devOnly.push('PAYMENT_GATEWAY=sandbox');
  if (c.payoutGateway === 'sandbox') devOnly.push('PAYOUT_GATEWAY=sandbox');
  if (c.sms.provider === 'console') devOnly.push('SMS_PROVIDER=console');
  const problems = allowDevSettings ? secrets : [...secrets, ...devOnly];
  if (problems.length === 0) return;
  const advice = [
    ...(secrets.length > 0
      ? ['Set your own secrets (ALLOW_DEV_SETTINGS_IN_PRODUCTION does not cover them).']
      : []),
    ...(!allowDevSettings && devOnly.length > 0
      ? ['Set ALLOW_DEV_SETTINGS_IN_PRODUCTION=true to override the others.']
      : []),
  ];
  throw new Error(
    `Refusing to start in production with development settings: ${problems.join('; ')}. ${advice.join(' ')}`,
  );
}
