// GET /popup-config.json: the seeded config, the default when missing or malformed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_POPUP_TITLE, PopupConfig } from '@ott/contract';
import { createTestApp, type TestApp } from '../helper.ts';
import { siteSettings } from '../../src/lib/db/schema.ts';
import { POPUP_CACHE, POPUP_SETTINGS_KEY } from '../../src/features/popup/index.ts';
import { seedDemo } from '../../src/features/seed/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fetchConfig = async () => {
  await t.deps.cache.invalidate(POPUP_CACHE);
  const res = await t.app.inject({ url: '/popup-config.json' });
  expect(res.statusCode).toBe(200);
  return PopupConfig.parse(res.json());
};

describe('GET /popup-config.json', () => {
  it('serves the default config when none is stored', async () => {
    const config = await fetchConfig();
    expect(config.popupContent.title).toBe(DEFAULT_POPUP_TITLE);
    expect(config.popupSettings.delay).toBe(2000);
  });

  it('serves the stored config after seeding', async () => {
    await seedDemo(t.deps.db, { mediaBaseUrl: '/media' });
    const config = await fetchConfig();
    expect(config.popupContent.buttonUrl).toBe('/plans');
    // A designed creative (issue 12), not a frame of a demo clip.
    expect(config.popupContent.imageUrl).toBe('/media/creative/welcome.jpg');
  });

  it('falls back to the default when the stored value is malformed', async () => {
    await t.deps.db.update(siteSettings).set({ value: { showPopup: 'yes' } }).where(eq(siteSettings.key, POPUP_SETTINGS_KEY));
    expect((await fetchConfig()).popupContent.title).toBe(DEFAULT_POPUP_TITLE);
  });
});
