// Profile pictures (issue 12): a portrait phone photo is stored as square WebP sizes without the
// camera's metadata, turned upright first; anything that does not decode is refused, nothing saved.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MESSAGES, PROFILE_PICTURE_SIZES, UpdateProfileResponse, profilePictureSources } from '@ott/contract';
import { users } from '../../src/lib/db/schema.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { multipart, postMultipart } from './multipart.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const row = async (id: number) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;

/** A 390x844 portrait like a phone screenshot: sky, a face, a shirt. */
const portraitPng = () =>
  sharp({ create: { width: 390, height: 844, channels: 3, background: '#4a7ab5' } })
    .composite([
      { input: { create: { width: 200, height: 260, channels: 3, background: '#e0b090' } }, left: 95, top: 150 },
      { input: { create: { width: 300, height: 414, channels: 3, background: '#203050' } }, left: 45, top: 430 },
    ])
    .png()
    .toBuffer();

/** Vertical stripes stored sideways (EXIF orientation 6) with a GPS position, as phones save them. */
const sidewaysJpegWithGps = () => {
  const stripes = Array.from({ length: 10 }, (_, i) => ({
    input: { create: { width: 20, height: 300, channels: 3 as const, background: i % 2 ? '#ffffff' : '#000000' } },
    left: i * 40,
    top: 0,
  }));
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } })
    .composite(stripes)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '17/1 23/1 0/1' } })
    .toBuffer();
};

async function upload(data: Buffer, name = 'me.png', type = 'image/png') {
  const signed = await signIn(t);
  const res = await postMultipart(signed.client, multipart({ phone: signed.phone, first_name: 'Photo' }, { name, data, type }));
  return { ...signed, res };
}

describe('profile picture upload', () => {
  it('stores a portrait photo as square WebP files at every size', async () => {
    const { client, res } = await upload(await portraitPng());
    expect(res.statusCode, res.body).toBe(200);
    const url = UpdateProfileResponse.parse(res.json()).user.profile_picture!;
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}-512\.webp$/);
    const candidates = profilePictureSources(url).srcSet!.split(', ').map((c) => c.split(' ')[0]!);
    expect(candidates).toHaveLength(PROFILE_PICTURE_SIZES.length);
    for (const [i, size] of PROFILE_PICTURE_SIZES.entries()) {
      const image = await client.get(candidates[i]!);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toContain('immutable');
      const meta = await sharp(image.rawPayload).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: size, height: size });
    }
  });

  it('turns a sideways phone photo upright and drops its EXIF (GPS) metadata', async () => {
    const source = await sidewaysJpegWithGps();
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const { client, res } = await upload(source, 'photo.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const image = await client.get(UpdateProfileResponse.parse(res.json()).user.profile_picture!);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Upright, the stripes run across: every row is one shade, and shades change down a column.
    const { data, info } = await sharp(image.rawPayload).greyscale().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[y * info.width + x]!;
    const rowSpread = Math.max(...Array.from({ length: info.height }, (_, y) => Math.abs(at(10, y) - at(info.width - 10, y))));
    const columnSpread = Math.max(...Array.from({ length: info.height }, (_, y) => at(10, y))) - Math.min(...Array.from({ length: info.height }, (_, y) => at(10, y)));
    expect(rowSpread).toBeLessThan(60);
    expect(columnSpread).toBeGreaterThan(150);
  });

  it.each([
    ['a truncated PNG', async () => (await portraitPng()).subarray(0, 400)],
    ['an image over 25 megapixels', () => sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#fff' } }).png().toBuffer()],
    ['text named .png', async () => Buffer.from('<svg onload=alert(1)>')],
  ])('refuses %s with the spec-style message and saves nothing', async (_name, make) => {
    const { user, res } = await upload(await make());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.invalidProfilePicture, errors: { profile_picture: [MESSAGES.invalidProfilePicture] } });
    const saved = await row(user.id);
    expect(saved.profilePicture).toBeNull();
    expect(saved.firstName).not.toBe('Photo');
  });

  it('still serves pictures stored before square sizes existed, and only generated names', async () => {
    const { client } = await signIn(t);
    const legacy = `${crypto.randomUUID()}.png`;
    await fs.mkdir(t.deps.config.uploadsDir, { recursive: true });
    await fs.writeFile(path.join(t.deps.config.uploadsDir, legacy), await portraitPng());
    const image = await client.get(`/media/uploads/${legacy}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await client.get('/media/uploads/..%2Fdb.webp')).statusCode).toBe(404);
    expect((await client.get(`/media/uploads/${'a'.repeat(32)}-512.png`)).statusCode).toBe(404);
  });
});
