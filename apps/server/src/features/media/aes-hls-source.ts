// A protected title's film (title-protect.ts: MPEG-TS segments encrypted whole with HLS AES-128) as
// one clear mp4 an own live channel can loop (issue 15.4). Each media playlist's segments are
// decrypted here with the title's key (the server re-derives it from the stored key id, so nothing
// secret is stored) and joined into one TS file, then video and audio are copied, not re-encoded,
// into the mp4; the 2 s GOP of the ladder survives, so the live muxer can cut 2 s segments. The
// clear intermediates sit in a private scratch directory removed afterwards; the mp4 itself is
// written under DATA_DIR (never served). A key is read only for METHOD=AES-128 segments.
import { createDecipheriv } from 'node:crypto';
import { mkdtemp, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { resolveFfmpegPath } from './ffmpeg-path.ts';
import type { PackagedClipInputs } from './packaged-clip-inputs.ts';
import { runProcess } from './run-process.ts';

/** Whether a media playlist's segments are AES-128 encrypted (a protected title's). */
export async function isAesPlaylist(playlist: string): Promise<boolean> {
  return (await readFile(playlist, 'utf8')).includes('#EXT-X-KEY:METHOD=AES-128');
}

const ivOf = (attributes: string, sequence: number): Buffer => {
  const explicit = /IV=0x([0-9a-f]{32})/i.exec(attributes)?.[1];
  if (explicit) return Buffer.from(explicit, 'hex');
  // RFC 8216 5.2: without an IV attribute, the segment's media sequence number, big-endian.
  const iv = Buffer.alloc(16);
  iv.writeBigUInt64BE(BigInt(sequence), 8);
  return iv;
};

/** Decrypts every segment of one AES-128 HLS media playlist, in order, into one TS file. */
export async function joinAesHlsStream(playlist: string, key: Buffer, destination: string): Promise<void> {
  const lines = (await readFile(playlist, 'utf8')).split(/\r?\n/).map((line) => line.trim());
  let sequence = Number(/^#EXT-X-MEDIA-SEQUENCE:(\d+)/m.exec(lines.join('\n'))?.[1] ?? 0);
  let keyLine: string | null = null;
  const output = await open(destination, 'w', 0o600);
  try {
    for (const line of lines) {
      if (line.startsWith('#EXT-X-KEY:')) keyLine = line.includes('METHOD=AES-128') ? line : null;
      if (line.length === 0 || line.startsWith('#')) continue;
      const data = await readFile(join(dirname(playlist), line));
      if (keyLine === null) await output.write(data);
      else {
        const decipher = createDecipheriv('aes-128-cbc', key, ivOf(keyLine, sequence));
        await output.write(Buffer.concat([decipher.update(data), decipher.final()]));
      }
      sequence += 1;
    }
  } finally {
    await output.close();
  }
}

/** The protected ladder's tallest rendition and first audio, decrypted and copied into `outFile`. */
export async function remuxAesHlsToLiveSource(inputs: PackagedClipInputs, key: Buffer, scratchParent: string, outFile: string): Promise<void> {
  const scratch = await mkdtemp(join(scratchParent, 'clear-'));
  try {
    const video = join(scratch, 'video.ts');
    const audio = join(scratch, 'audio.ts');
    await joinAesHlsStream(inputs.videoPlaylist, key, video);
    if (inputs.audioPlaylist) await joinAesHlsStream(inputs.audioPlaylist, key, audio);
    const staging = `${outFile}.tmp.mp4`;
    await runProcess(resolveFfmpegPath(), [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', video],
      ...(inputs.audioPlaylist ? ['-i', audio, '-map', '0:v:0', '-map', '1:a:0'] : ['-map', '0:v:0']),
      ...['-c', 'copy', '-map_metadata', '-1', '-movflags', '+faststart', staging],
    ]);
    await rename(staging, outFile);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
