// A small, strict PNG reader for tests (RFC 2083): checks the signature and every chunk CRC,
// inflates IDAT, undoes the five scanline filters, and answers "is this pixel dark?".
import zlib from 'node:zlib';

export interface DecodedPng {
  width: number;
  height: number;
  /** Luminance 0-255 of a pixel. */
  luma(x: number, y: number): number;
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

export function decodePng(file: Buffer): DecodedPng {
  if (!file.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG (signature)');
  let offset = 8;
  let header: { width: number; height: number; depth: number; colorType: number; interlace: number } | null = null;
  const idat: Buffer[] = [];
  let ended = false;
  while (offset < file.length && !ended) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('latin1', offset + 4, offset + 8);
    const data = file.subarray(offset + 8, offset + 8 + length);
    const crc = file.readUInt32BE(offset + 8 + length);
    if (crc32(file.subarray(offset + 4, offset + 8 + length)) !== crc) throw new Error(`bad CRC in ${type}`);
    if (type === 'IHDR') {
      header = {
        width: data.readUInt32BE(0),
        height: data.readUInt32BE(4),
        depth: data.readUInt8(8),
        colorType: data.readUInt8(9),
        interlace: data.readUInt8(12),
      };
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') ended = true;
    offset += 12 + length;
  }
  if (!header || !ended || idat.length === 0) throw new Error('PNG without IHDR, IDAT or IEND');
  const channels = CHANNELS[header.colorType];
  if (header.depth !== 8 || channels === undefined || header.interlace !== 0) {
    throw new Error(`unsupported PNG format (depth ${header.depth}, colour type ${header.colorType})`);
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = header.width * channels;
  if (raw.length !== (stride + 1) * header.height) throw new Error('PNG data has the wrong length');
  const pixels = Buffer.alloc(stride * header.height);
  for (let y = 0; y < header.height; y += 1) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i += 1) {
      const x = raw[y * (stride + 1) + 1 + i] ?? 0;
      const a = i >= channels ? (pixels[y * stride + i - channels] ?? 0) : 0;
      const b = y > 0 ? (pixels[(y - 1) * stride + i] ?? 0) : 0;
      const c = i >= channels && y > 0 ? (pixels[(y - 1) * stride + i - channels] ?? 0) : 0;
      let value: number;
      if (filter === 0) value = x;
      else if (filter === 1) value = x + a;
      else if (filter === 2) value = x + b;
      else if (filter === 3) value = x + Math.floor((a + b) / 2);
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        value = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      } else throw new Error(`bad filter ${filter}`);
      pixels[y * stride + i] = value & 0xff;
    }
  }
  const { width, height } = header;
  return {
    width,
    height,
    luma(x, y) {
      const at = y * stride + x * channels;
      if (channels <= 2) return pixels[at] ?? 0;
      return Math.round(0.299 * (pixels[at] ?? 0) + 0.587 * (pixels[at + 1] ?? 0) + 0.114 * (pixels[at + 2] ?? 0));
    },
  };
}
