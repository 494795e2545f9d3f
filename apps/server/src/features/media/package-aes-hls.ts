// HLS AES-128 packaging for protected content (docs/decisions.md 'Protected demo content'):
// ffmpeg 5.1 cannot encrypt fMP4 in its HLS muxer ("Encrypted fmp4 not yet supported") and its
// DASH CENC output lacks the senc boxes Chromium needs, so encrypted content is MPEG-TS segments,
// whole-segment AES-128-CBC, which Shaka transmuxes in the browser. Streams are copied, not
// re-encoded. The key is written only to a private temporary directory for ffmpeg to read and is
// removed afterwards: the media dir holds ciphertext and a playlist pointing at the key endpoint.
import { mkdtemp, rename, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { resolveFfmpegPath } from './ffmpeg-path.ts';
import { packagedClipInputArgs, type PackagedClipInputs } from './packaged-clip-inputs.ts';
import { runProcess } from './run-process.ts';

export interface PackageAesHlsOptions {
  readonly inputs: PackagedClipInputs;
  /** Written to, via a sibling staging dir swapped in at the end. */
  readonly outDir: string;
  readonly playlistName: string;
  /** EXT-X-KEY URI players fetch the key from (our entitlement-checked endpoint). */
  readonly keyUri: string;
  readonly key: Buffer;
  readonly iv: Buffer;
  readonly segmentSeconds?: number;
}

export async function packageAesHls(options: PackageAesHlsOptions): Promise<void> {
  if (options.key.length !== 16 || options.iv.length !== 16) throw new Error('AES-128 needs a 16-byte key and IV');
  if (/[\r\n]/.test(options.keyUri)) throw new Error('key URI must be one line');
  const secretDir = await mkdtemp(join(tmpdir(), 'ott-aes-'));
  const staging = `${options.outDir}.tmp`;
  try {
    const keyFile = join(secretDir, 'content.key');
    const keyInfoFile = join(secretDir, 'key-info');
    await writeFile(keyFile, options.key, { mode: 0o600 });
    // Key info file: key URI, key file path, IV (hex) — an explicit IV is written into the playlist.
    await writeFile(keyInfoFile, `${options.keyUri}\n${keyFile}\n${options.iv.toString('hex')}\n`, { mode: 0o600 });
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
    await runProcess(resolveFfmpegPath(), [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
      ...packagedClipInputArgs(options.inputs),
      ...['-c', 'copy', '-bsf:v', 'h264_mp4toannexb'],
      ...['-f', 'hls', '-hls_time', String(options.segmentSeconds ?? 2), '-hls_playlist_type', 'vod'],
      ...['-hls_flags', 'independent_segments', '-hls_key_info_file', keyInfoFile],
      ...['-hls_segment_filename', join(staging, 'seg-%03d.ts')],
      join(staging, options.playlistName),
    ]);
    await rm(options.outDir, { recursive: true, force: true });
    await mkdir(dirname(options.outDir), { recursive: true });
    await rename(staging, options.outDir);
  } finally {
    await rm(secretDir, { recursive: true, force: true });
    await rm(staging, { recursive: true, force: true });
  }
}
