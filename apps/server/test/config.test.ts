// loadConfig refuses production with development-only settings (ARCHITECTURE 4).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

const productionReady = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-real-session-secret-0123456789',
  MEDIA_SIGNING_SECRET: 'a-real-media-secret-0123456789',
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_0123456789',
  RAZORPAY_KEY_SECRET: 'razorpay-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'key',
  MSG91_TEMPLATE_ID: 'template',
  PAYOUT_GATEWAY: 'razorpayx',
  RAZORPAYX_ACCOUNT_NUMBER: '2323230000000000',
  RAZORPAYX_WEBHOOK_SECRET: 'razorpayx-webhook-secret',
  BANK_ENCRYPTION_KEY: 'ab'.repeat(32),
};

describe('loadConfig', () => {
  it('starts a development configuration with no environment at all', () => {
    const config = loadConfig({});
    expect(config.isProduction).toBe(false);
    expect(config.devRoutes).toBe(true);
  });

  it('accepts a fully configured production and disables development routes', () => {
    const config = loadConfig(productionReady);
    expect(config.isProduction).toBe(true);
    expect(config.devRoutes).toBe(false);
  });

  it.each([
    [{ SESSION_SECRET: undefined }, 'SESSION_SECRET'],
    [{ MEDIA_SIGNING_SECRET: undefined }, 'MEDIA_SIGNING_SECRET'],
    [{ PAYMENT_GATEWAY: 'sandbox' }, 'PAYMENT_GATEWAY=sandbox'],
    [{ PAYMENT_GATEWAY: undefined }, 'PAYMENT_GATEWAY=sandbox'],
    [{ SMS_PROVIDER: 'console' }, 'SMS_PROVIDER=console'],
    [{ SMS_PROVIDER: undefined }, 'SMS_PROVIDER=console'],
    [{ RAZORPAY_KEY_SECRET: undefined }, 'RAZORPAY_KEY_SECRET'],
    [{ PAYOUT_GATEWAY: undefined }, 'PAYOUT_GATEWAY=sandbox'],
    [{ RAZORPAYX_ACCOUNT_NUMBER: undefined }, 'RAZORPAYX_ACCOUNT_NUMBER'],
    [{ BANK_ENCRYPTION_KEY: undefined }, 'BANK_ENCRYPTION_KEY'],
    [{ BANK_ENCRYPTION_KEY: 'short' }, 'BANK_ENCRYPTION_KEY'],
    [{ WITHDRAWAL_MIN_RUPEES: '20000' }, 'WITHDRAWAL_MIN_RUPEES'],
  ])('refuses production with %j', (patch, named) => {
    const env: Record<string, string | undefined> = { ...productionReady, ...patch };
    expect(() => loadConfig(env)).toThrow(named);
  });

  it('refuses production with every default and names them all', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET.*MEDIA_SIGNING_SECRET.*PAYMENT_GATEWAY=sandbox.*PAYOUT_GATEWAY=sandbox.*SMS_PROVIDER=console/,
    );
  });

  const ownSecrets = {
    SESSION_SECRET: 'a-real-session-secret-0123456789',
    MEDIA_SIGNING_SECRET: 'a-real-media-secret-0123456789',
  };

  it('allows development settings in production only when explicitly told to', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      ALLOW_DEV_SETTINGS_IN_PRODUCTION: 'true',
      ...ownSecrets,
    });
    expect(config.isProduction).toBe(true);
    expect(config.devRoutes).toBe(false);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ALLOW_DEV_SETTINGS_IN_PRODUCTION: 'false',
        ...ownSecrets,
      }),
    ).toThrow(/PAYMENT_GATEWAY=sandbox/);
  });

  it.each([['SESSION_SECRET'], ['MEDIA_SIGNING_SECRET']])(
    'never starts production with the default %s, even with ALLOW_DEV_SETTINGS_IN_PRODUCTION (issue 14.7)',
    (name) => {
      const env = {
        NODE_ENV: 'production',
        ALLOW_DEV_SETTINGS_IN_PRODUCTION: 'true',
        ...ownSecrets,
        [name]: undefined,
      };
      expect(() => loadConfig(env)).toThrow(
        new RegExp(`${name} is the development default.*does not cover them`),
      );
    },
  );

  it('seeds the demo catalogue by default except in production (issue 14.7)', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        ALLOW_DEV_SETTINGS_IN_PRODUCTION: 'true',
        ...ownSecrets,
      }).seedDemo,
    ).toBe(false);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        ALLOW_DEV_SETTINGS_IN_PRODUCTION: 'true',
        SEED_DEMO: 'true',
        ...ownSecrets,
      }).seedDemo,
    ).toBe(true);
  });

  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });
});
