// Issue 15.4: an editor reads and saves the welcome popup; GET /popup-config.json serves the save
// at once (the popup cache is dropped); a picture is checked and re-encoded, a sound checked with
// ffprobe; only our own uploads may be named; every save is audited; malformed input is a 400.
import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PLANS_POPUP_MESSAGES,
  API,
  AdminPopupMediaResponse,
  AdminPopupResponse,
  DEFAULT_POPUP_CONFIG,
  MESSAGES,
  PopupConfig,
  type UpdatePopupBody,
} from '@ott/contract';
import { createTestApp, type TestApp, type TestClient } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { auditRows, signInWithRoles } from '../admin/operators.ts';

const M = ADMIN_PLANS_POPUP_MESSAGES;
let t: TestApp;
let editor: TestClient;
let finance: TestClient;
let viewer: TestClient;

const put = (client: TestClient, body: unknown) => client.request('PUT', API.adminPopup, body);

function upload(client: TestClient, url: string, data: Buffer, name: string, type: string) {
  const boundary = `----test${crypto.randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return client.request('POST', url, payload, { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

/** A WAV of silence (8 kHz, 8-bit mono). */
function wav(seconds: number): Buffer {
  const samples = 8000 * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

const form = (): UpdatePopupBody => structuredClone(DEFAULT_POPUP_CONFIG);

async function served() {
  const res = await viewer.get(API.popupConfig);
  expect(res.statusCode).toBe(200);
  return PopupConfig.parse(res.json());
}

beforeAll(async () => {
  t = await createTestApp();
  editor = (await signInWithRoles(t, ['editor'])).client;
  finance = (await signInWithRoles(t, ['finance'])).client;
  viewer = (await signIn(t)).client;
});
afterAll(() => t?.close());

describe('the welcome popup in the console', () => {
  it('reads the default until something is saved, and refuses other roles', async () => {
    const res = await editor.get(API.adminPopup);
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminPopupResponse.parse(res.json()).config).toEqual(DEFAULT_POPUP_CONFIG);
    expect((await finance.get(API.adminPopup)).statusCode).toBe(403);
    const refused = await put(viewer, form());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 'error', message: MESSAGES.forbidden });
  });

  it('saves every field, and viewers get it on the next read', async () => {
    expect((await served()).popupContent.title).toBe(DEFAULT_POPUP_CONFIG.popupContent.title);
    const body = form();
    body.popupContent = { ...body.popupContent, title: ' Sankranti offer ', message: 'Two months free', buttonText: 'See plans', buttonUrl: '/plans', closeButtonText: '' };
    body.popupSettings = { ...body.popupSettings, delay: 1500, deviceType: 'mobile', dismissible: false, showOnPages: ['/', '/plans', '/'] };
    const res = await put(editor, body);
    expect(res.statusCode, res.body).toBe(200);
    const saved = AdminPopupResponse.parse(res.json());
    expect(saved.message).toBe(M.popupSaved);
    expect(saved.config.popupContent).toMatchObject({ title: 'Sankranti offer', closeButtonText: null, buttonUrl: '/plans' });
    expect(saved.config.popupSettings.showOnPages).toEqual(['/', '/plans']);
    const now = await served();
    expect(now.popupContent.title).toBe('Sankranti offer');
    expect(now.popupSettings).toMatchObject({ delay: 1500, deviceType: 'mobile', dismissible: false });
  });

  it('refuses malformed fields with the contract’s words, never a 500', async () => {
    const cases: [(b: UpdatePopupBody) => void, string][] = [
      [(b) => (b.popupContent.title = '  '), M.popupTitleRequired],
      [(b) => (b.popupContent.buttonUrl = 'javascript:alert(1)'), M.popupLinkInvalid],
      [(b) => (b.popupContent.buttonUrl = '//evil.example'), M.popupLinkInvalid],
      [(b) => (b.popupContent.imageUrl = '../secret.jpg'), M.popupMediaInvalid],
      [(b) => (b.popupContent.soundUrl = 'https://elsewhere.example/a.mp3'), M.popupMediaInvalid],
      [(b) => (b.popupContent.imageWidth = 5), M.popupImageSizeInvalid],
      [(b) => (b.popupSettings.delay = -1), M.popupDelayInvalid],
      [(b) => (b.popupSettings.showOnPages = ['plans']), M.popupPagesInvalid],
    ];
    for (const [change, message] of cases) {
      const body = form();
      change(body);
      const res = await put(editor, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    for (const body of [{}, { showPopup: 'yes' }, [], { ...form(), popupSettings: { ...form().popupSettings, deviceType: 'tv' } }]) {
      expect((await put(editor, body)).statusCode).toBe(400);
    }
  });

  it('takes a picture, re-encoded as JPEG, and serves its address once saved', async () => {
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c80' } }).png().toBuffer();
    const res = await upload(editor, API.adminPopupImage, png, 'offer.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const image = AdminPopupMediaResponse.parse(res.json());
    expect(image).toMatchObject({ width: 1200, height: 600 });
    expect(image.path).toMatch(/^popup\/[a-f0-9]{16}\.jpg$/);
    const stored = await t.deps.storage.get(image.path);
    expect((await sharp(stored!).metadata()).format).toBe('jpeg');
    const body = form();
    body.popupContent.imageUrl = image.path;
    body.popupContent.imageWidth = 600;
    body.popupContent.imageHeight = 300;
    expect((await put(editor, body)).statusCode).toBe(200);
    expect((await served()).popupContent.imageUrl).toBe(image.url);
    // The stored picture may be kept; another path must be an upload of ours that exists.
    body.popupContent.title = 'Kept picture';
    expect((await put(editor, body)).statusCode).toBe(200);
    for (const path of ['popup/ffffffffffffffff.jpg', 'creative/welcome.jpg']) {
      const res = await put(editor, { ...body, popupContent: { ...body.popupContent, imageUrl: path } });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message).toBe(M.popupMediaInvalid);
    }
  });

  it('refuses a file that is not a picture, and an oversized one', async () => {
    const res = await upload(editor, API.adminPopupImage, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.popupImageNotPicture);
    const big = await upload(editor, API.adminPopupImage, Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.png', 'image/png');
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(M.popupImageTooLarge);
  });

  it('takes a short sound checked with ffprobe, and refuses a long one or a fake', async () => {
    const ok = await upload(editor, API.adminPopupSound, wav(1), 'chime.wav', 'audio/wav');
    expect(ok.statusCode, ok.body).toBe(200);
    const sound = AdminPopupMediaResponse.parse(ok.json());
    expect(sound.path).toMatch(/^popup\/[a-f0-9]{16}\.wav$/);
    const long = await upload(editor, API.adminPopupSound, wav(40), 'long.wav', 'audio/wav');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(M.popupSoundTooLong);
    const fake = Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVE'), crypto.randomBytes(2000)]);
    const bad = await upload(editor, API.adminPopupSound, fake, 'x.wav', 'audio/wav');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.popupSoundNotAudio);
    const body = form();
    body.popupContent.soundUrl = sound.path;
    expect((await put(editor, body)).statusCode).toBe(200);
    expect((await served()).popupContent.soundUrl).toBe(sound.url);
  });

  it('records each save with before and after', async () => {
    const rows = (await auditRows(t)).filter((r) => r.action === 'popup.update');
    expect(rows.length).toBe(4);
    expect(rows[0]!.before).toMatchObject({ title: DEFAULT_POPUP_CONFIG.popupContent.title });
    expect(rows[0]!.after).toMatchObject({ title: 'Sankranti offer', deviceType: 'mobile' });
  });
});
