// Build-time compression (issue 13.1): a .br (quality 11) and a .gz (level 9) beside every text
// file of the build, which the server sends as they are (@fastify/static `preCompressed`), so no
// request pays for compressing a bundle. Only written when smaller than the original.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ott-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter(
        (f) => TEXT.test(f) && !f.includes(`${path.sep}.vite${path.sep}`),
      );
      await Promise.all(
        files.map(async (file) => {
          const raw = await fs.readFile(file);
          if (raw.length < MIN_BYTES) return;
          const br = await brotli(raw, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          });
          const gz = await gzip(raw, { level: 9 });
          if (br.length < raw.length) await fs.writeFile(`${file}.br`, br);
          if (gz.length < raw.length) await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
