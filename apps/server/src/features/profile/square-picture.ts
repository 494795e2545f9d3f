// Turns an uploaded photo into the square WebP sizes screens show (issue 12): a portrait phone
// photo must not stretch or spill out of a round avatar, and nothing the camera wrote (EXIF GPS
// position, device, time) may leave our server again.
import crypto from 'node:crypto';
import sharp from 'sharp';
import { PROFILE_PICTURE_LARGEST, PROFILE_PICTURE_SIZES, type ProfilePictureSize } from '@ott/contract';

/** A 2 MB file can still unpack into a huge bitmap; 25 megapixels covers any phone photo. */
export const MAX_PICTURE_PIXELS = 25_000_000;

export interface SquarePicture {
  /** Hash of the largest size's bytes: the stem of every file name. */
  readonly hash: string;
  readonly files: ReadonlyMap<ProfilePictureSize, Buffer>;
}

/**
 * The photo as one lossless square at the largest size, or null when it is not a whole, single
 * image within the limits. The crop is chosen once, by libvips' attention strategy (the most
 * detailed, skin-toned, saturated region: usually the face, else the centre).
 */
async function squareMaster(data: Buffer): Promise<Buffer | null> {
  try {
    // failOn 'error': a truncated or corrupt file is refused rather than half decoded.
    // rotate(): applies the EXIF orientation (phones store portraits sideways) before the crop.
    return await sharp(data, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize(PROFILE_PICTURE_LARGEST, PROFILE_PICTURE_LARGEST, { fit: 'cover', position: sharp.strategy.attention })
      .png({ compressionLevel: 0 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** Every size as WebP. sharp writes no metadata unless asked, so EXIF (and its GPS) is dropped. */
export async function squarePicture(data: Buffer): Promise<SquarePicture | null> {
  const master = await squareMaster(data);
  if (!master) return null;
  const files = new Map<ProfilePictureSize, Buffer>();
  for (const size of PROFILE_PICTURE_SIZES) {
    files.set(size, await sharp(master).resize(size, size).webp({ quality: 82 }).toBuffer());
  }
  const largest = files.get(PROFILE_PICTURE_LARGEST)!;
  const hash = crypto.createHash('sha256').update(largest).digest('hex').slice(0, 32);
  return { hash, files };
}
