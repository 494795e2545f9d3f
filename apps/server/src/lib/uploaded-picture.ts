// A picture an operator uploads (title artwork, a live stream's thumbnail, the welcome popup's
// image): checked by its content (sharp must read it as JPEG, PNG or WebP), turned upright and
// re-encoded as a JPEG no wider than `maxWidth`, without metadata. Anything sharp cannot read or
// decode is refused with the caller's message, never a 500.
import sharp from 'sharp';
import { badRequest } from './errors.ts';

const PICTURE_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface ReencodedPicture {
  jpeg: Buffer;
  width: number;
  height: number;
}

export async function reencodePicture(data: Buffer, maxWidth: number, notPictureMessage: string): Promise<ReencodedPicture> {
  const refuse = () => badRequest(notPictureMessage, { file: [notPictureMessage] });
  const meta = await sharp(data)
    .metadata()
    .catch(() => null);
  if (!meta?.format || !PICTURE_FORMATS.has(meta.format) || !meta.width || !meta.height) throw refuse();
  const { data: jpeg, info } = await sharp(data)
    .rotate()
    .resize({ width: maxWidth, withoutEnlargement: true })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw refuse();
    });
  return { jpeg, width: info.width, height: info.height };
}
