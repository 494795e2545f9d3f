// deploy/nginx/media-edge.conf.template with Debian's nginx in front of the app (issue 14.2): an
// entitled viewer gets a token from the API through nginx and plays the title (master, variant
// playlist, segments) from nginx; no token, a wrong one, another title's, an expired one get 403
// from nginx; the cache key drops the token (another valid token of the title is a HIT); and Node
// sees no media request at all (only the API calls: the title, the playback session, the renewal). nginx runs as our child (`daemon off`), every path in a temp dir.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, MediaTokenResponse, StartPlaybackResponse, Video } from '@ott/contract';
import type { TestApp } from '../helper.ts';
import { createSeededApp, createViewer } from '../catalogue/fixtures.ts';
import { VIDEO_SEED } from '../../src/features/seed/seed-catalogue.ts';
import { writeCappedManifests } from '../../src/features/media/index.ts';
import { videos } from '../../src/lib/db/schema.ts';
import { resolveMediaUrl } from '../../src/lib/http/media-origin/media-path.ts';
import { mediaToken } from '../../src/lib/media-url.ts';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const TEMPLATE = path.resolve(import.meta.dirname, '../../../../deploy/nginx/media-edge.conf.template');

function nginxMissing(): string | null {
  if (!fs.existsSync(NGINX)) return `${NGINX} is not installed (apt-get install nginx)`;
  const version = spawnSync(NGINX, ['-V'], { encoding: 'utf8' });
  return `${version.stdout}${version.stderr}`.includes('--with-http_secure_link_module') ? null : `${NGINX} has no secure_link module`;
}
const skipReason = nginxMissing();
if (skipReason) console.warn(`nginx edge test skipped: ${skipReason}`);

const idOf = (type: 'paid' | 'rental') => VIDEO_SEED.findIndex((v) => v.type === type) + 1;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The template with its deploy-time variables filled in, as envsubst with the documented list does. */
function renderTemplate(values: Record<string, string>): string {
  const text = fs.readFileSync(TEMPLATE, 'utf8');
  return text.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function writeNginxConfig(dir: string, edgeConf: string): string {
  const temp = (name: string) => path.join(dir, name);
  fs.writeFileSync(temp('media-edge.conf'), edgeConf);
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const conf = `${user}daemon off;
master_process on;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 256; }
http {
  access_log ${temp('access.log')};
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${temp('media-edge.conf')};
}
`;
  fs.writeFileSync(temp('nginx.conf'), conf);
  return temp('nginx.conf');
}

/** A fake packaged title: master, two variant playlists with init and media segments, a DASH manifest. */
function writeTitle(mediaDir: string, dir: string, tag: string) {
  const at = path.join(mediaDir, dir);
  fs.mkdirSync(at, { recursive: true });
  fs.writeFileSync(
    path.join(at, 'master.m3u8'),
    ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-STREAM-INF:BANDWIDTH=600000,RESOLUTION=640x360', 'media_0.m3u8', '#EXT-X-STREAM-INF:BANDWIDTH=1500000,RESOLUTION=1280x720', 'media_1.m3u8', ''].join('\n'),
  );
  for (const stream of [0, 1]) {
    const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-TARGETDURATION:2', `#EXT-X-MAP:URI="init-stream${stream}.m4s"`];
    fs.writeFileSync(path.join(at, `init-stream${stream}.m4s`), Buffer.from(`init ${tag} ${stream}`));
    for (let n = 1; n <= 3; n += 1) {
      const name = `chunk-stream${stream}-0000${n}.m4s`;
      fs.writeFileSync(path.join(at, name), Buffer.alloc(4096 + n, `${tag}${stream}${n}`));
      lines.push('#EXTINF:2.000,', name);
    }
    lines.push('#EXT-X-ENDLIST', '');
    fs.writeFileSync(path.join(at, `media_${stream}.m3u8`), lines.join('\n'));
  }
  fs.writeFileSync(path.join(at, 'manifest.mpd'), `<MPD><!-- ${tag} --></MPD>`);
}

const uris = (playlist: string) =>
  playlist
    .split('\n')
    .map((line) => line.trim())
    .flatMap((line) => (line.startsWith('#EXT-X-MAP:') ? [/URI="([^"]+)"/.exec(line)?.[1] ?? ''] : line && !line.startsWith('#') ? [line] : []));

describe.skipIf(skipReason !== null)('nginx in front: paid media checked and cached at the edge', () => {
  let t: TestApp;
  let work: string;
  let nginx: ChildProcess;
  let edge: string;
  let secret: string;
  let paidDir: string;
  let otherDir: string;
  /** Every request that reached Node, by path. */
  const reachedNode: string[] = [];

  const at = (url: string, headers: Record<string, string> = {}) => fetch(`${edge}${url}`, { headers });

  beforeAll(async () => {
    t = await createSeededApp();
    secret = t.deps.config.mediaEdgeSecret;
    const dirOfVideo = async (id: number) => {
      const [row] = await t.deps.db.select({ hlsPath: videos.hlsPath }).from(videos).where(eq(videos.id, id));
      return path.posix.dirname(row?.hlsPath ?? '');
    };
    paidDir = await dirOfVideo(idOf('paid'));
    otherDir = await dirOfVideo(idOf('rental'));
    expect(paidDir).toMatch(/^protected\//);
    expect(otherDir).not.toBe(paidDir);
    writeTitle(t.deps.config.mediaDir, paidDir, 'paid');
    writeTitle(t.deps.config.mediaDir, otherDir, 'other');
    // The capped copies packaging writes beside every master (issue 18.2).
    await writeCappedManifests(path.join(t.deps.config.mediaDir, paidDir));

    t.app.server.on('request', (req: { url?: string }) => reachedNode.push(req.url ?? ''));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const nodePort = (t.app.server.address() as AddressInfo).port;

    work = fs.mkdtempSync(path.join(os.tmpdir(), 'ott-nginx-edge-'));
    const edgePort = await freePort();
    const conf = writeNginxConfig(
      work,
      renderTemplate({
        MEDIA_EDGE_SECRET: secret,
        MEDIA_ROOT: t.deps.config.mediaDir,
        NODE_UPSTREAM: `127.0.0.1:${nodePort}`,
        LISTEN: `127.0.0.1:${edgePort}`,
        EDGE_CACHE_DIR: path.join(work, 'cache'),
        MEDIA_ORIGIN_SOCKET: path.join(work, 'origin.sock'),
      }),
    );
    const check = spawnSync(NGINX, ['-t', '-c', conf, '-p', work], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    nginx = spawn(NGINX, ['-c', conf, '-p', work], { stdio: ['ignore', 'ignore', 'pipe'] });
    edge = `http://127.0.0.1:${edgePort}`;
    for (let waited = 0; ; waited += 50) {
      const up = await fetch(`${edge}/livez`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) break;
      if (waited > 10_000 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${fs.readFileSync(path.join(work, 'error.log'), 'utf8')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 60_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const gone = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (nginx.exitCode === null) nginx.kill('SIGKILL');
    }
    await t?.close();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('lets an entitled viewer play through nginx, and Node sees the API requests only', async () => {
    const before = reachedNode.length;
    const viewer = await createViewer(t.deps, { subscribedDays: 30 });
    const video = Video.parse(await (await at(`/api/videos/${idOf('paid')}/`, viewer.headers)).json());
    const masterUrl = video.hls_url ?? '';
    // The master of the viewer's quality cap (issue 18.2): the full one or a capped copy beside it.
    expect(masterUrl).toMatch(new RegExp(`^/media/s/\\d+-[\\w-]{22}/${paidDir}/master(\\.h\\d+)?\\.m3u8$`));
    const masterFile = path.posix.basename(masterUrl);
    // The player opens its playback session (issue 18.1), which the renewal names.
    const started = await fetch(`${edge}${API.playbackSessions}`, {
      method: 'POST',
      headers: { ...viewer.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ video_id: idOf('paid'), device_id: 'web-nginx-edge-test' }),
    });
    expect(started.status).toBe(200);
    const playback = StartPlaybackResponse.parse(await started.json()).session.id;
    const renewed = await at(`${API.mediaToken}?dir=${encodeURIComponent(paidDir)}&playback=${playback}`, viewer.headers);
    expect(renewed.status).toBe(200);
    const { token } = MediaTokenResponse.parse(await renewed.json());

    const master = await at(masterUrl);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(master.headers.get('cache-control')).toBe('no-cache');
    const masterText = await master.text();
    expect(masterText).toBe(fs.readFileSync(path.join(t.deps.config.mediaDir, paidDir, masterFile), 'utf8'));
    // The renewed token plays the same files (the player swaps it into every request).
    const base = `/media/s/${token}/${paidDir}/`;
    let segments = 0;
    for (const variant of uris(masterText)) {
      const playlist = await at(`${base}${variant}`);
      expect(playlist.status).toBe(200);
      for (const file of uris(await playlist.text())) {
        const res = await at(`${base}${file}`);
        expect(res.status, file).toBe(200);
        expect(res.headers.get('content-type')).toBe('video/iso.segment');
        expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
        expect(Buffer.from(await res.arrayBuffer()).equals(fs.readFileSync(path.join(t.deps.config.mediaDir, paidDir, file)))).toBe(true);
        segments += 1;
      }
    }
    expect(segments).toBe(8);
    expect((await at(`${base}manifest.mpd`)).status).toBe(200);

    const seen = reachedNode.slice(before);
    expect(seen.filter((url) => url.startsWith('/media/'))).toEqual([]);
    expect(seen.filter((url) => url.startsWith('/api/'))).toHaveLength(3);
  });

  it('keeps one cached copy per file whatever the token: a second valid token is a HIT', async () => {
    const expires = Math.floor(Date.now() / 1000) + 300;
    const [first, second] = [mediaToken(secret, paidDir, expires), mediaToken(secret, paidDir, expires + 60)];
    expect(first).not.toBe(second);
    const file = 'chunk-stream1-00002.m4s';
    const a = await at(`/media/s/${first}/${paidDir}/${file}`);
    const b = await at(`/media/s/${second}/${paidDir}/${file}`);
    expect([a.status, b.status]).toEqual([200, 200]);
    // Fetched once in the play test above: both are HITs now; a file nobody fetched yet is a MISS first.
    expect(b.headers.get('x-cache-status')).toBe('HIT');
    expect(Buffer.from(await b.arrayBuffer()).equals(Buffer.from(await a.arrayBuffer()))).toBe(true);
    const fresh = 'chunk-stream0-00003.m4s';
    const c = await at(`/media/s/${first}/${paidDir}/${fresh}`);
    const d = await at(`/media/s/${second}/${paidDir}/${fresh}`);
    expect([c.headers.get('x-cache-status'), d.headers.get('x-cache-status')]).toEqual(['HIT', 'HIT']);
    const otherToken = mediaToken(secret, otherDir, expires);
    const e = await at(`/media/s/${otherToken}/${otherDir}/${fresh}`);
    const f = await at(`/media/s/${mediaToken(secret, otherDir, expires + 60)}/${otherDir}/${fresh}`);
    expect([e.headers.get('x-cache-status'), f.headers.get('x-cache-status')]).toEqual(['MISS', 'HIT']);
    // Different titles never share an entry.
    expect(Buffer.from(await f.arrayBuffer()).equals(fs.readFileSync(path.join(t.deps.config.mediaDir, otherDir, fresh)))).toBe(true);
  });

  it('refuses with 403 at nginx what Node would refuse, and Node sees none of it', async () => {
    const before = reachedNode.length;
    const now = Math.floor(Date.now() / 1000);
    const valid = mediaToken(secret, paidDir, now + 300);
    const [expires, hash = ''] = valid.split('-');
    const file = 'chunk-stream0-00001.m4s';
    const refused: Record<string, string> = {
      'no token': `/media/${paidDir}/${file}`,
      'a wrong hash': `/media/s/${expires}-${hash.slice(0, 10)}${hash[10] === 'A' ? 'B' : 'A'}${hash.slice(11)}/${paidDir}/${file}`,
      'a later expiry under the same hash': `/media/s/${Number(expires) + 600}-${hash}/${paidDir}/${file}`,
      "another title's token": `/media/s/${mediaToken(secret, otherDir, now + 300)}/${paidDir}/${file}`,
      'an expired token': `/media/s/${mediaToken(secret, paidDir, now - 60)}/${paidDir}/${file}`,
      'another secret': `/media/s/${mediaToken('not-the-edge-secret-at-all', paidDir, now + 300)}/${paidDir}/${file}`,
      'the parent directory': `/media/s/${mediaToken(secret, path.posix.dirname(paidDir), now + 300)}/${path.posix.dirname(paidDir)}/${path.posix.basename(paidDir)}/${file}`,
      'a malformed token': `/media/s/Zm9yZ2Vk/${paidDir}/${file}`,
      'dot segments': `/media/s/${valid}/${paidDir}/../${path.posix.basename(otherDir)}/${file}`,
    };
    for (const [name, url] of Object.entries(refused)) {
      const res = await at(url);
      expect(res.status, name).toBe(403);
      // Node's own origin (the embedded mode) refuses the same URL.
      expect(resolveMediaUrl(new URL(url, 'http://x').pathname, secret).kind, name).not.toBe('file');
    }
    const viewer = await createViewer(t.deps);
    const denied = await at(`${API.mediaToken}?dir=${encodeURIComponent(paidDir)}`, viewer.headers);
    expect(denied.status).toBe(403);
    const seen = reachedNode.slice(before);
    expect(seen).toEqual([`${API.mediaToken}?dir=${encodeURIComponent(paidDir)}`]);
  });
});
