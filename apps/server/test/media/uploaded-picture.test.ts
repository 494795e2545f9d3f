// lib/uploaded-picture.ts: the one check and re-encode behind every operator picture upload.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { reencodePicture } from '../../src/lib/uploaded-picture.ts';

const NOT_PICTURE = 'Please upload a JPEG, PNG or WebP picture';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

describe('reencodePicture', () => {
  it('re-encodes a PNG as a JPEG no wider than asked, keeping its shape', async () => {
    const out = await reencodePicture(await png(2000, 1000), 1280, NOT_PICTURE);
    expect(out).toMatchObject({ width: 1280, height: 640 });
    expect((await sharp(out.jpeg).metadata()).format).toBe('jpeg');
  });

  it('never enlarges a small picture', async () => {
    expect(await reencodePicture(await png(300, 200), 1280, NOT_PICTURE)).toMatchObject({ width: 300, height: 200 });
  });

  it("refuses text, an SVG and a picture cut off after its header with the caller's message (400, not 500)", async () => {
    const whole = await png(800, 600);
    for (const data of [Buffer.from('not a picture'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), whole.subarray(0, 120)]) {
      await expect(reencodePicture(data, 1280, NOT_PICTURE)).rejects.toMatchObject({ statusCode: 400, message: NOT_PICTURE });
    }
  });
});
