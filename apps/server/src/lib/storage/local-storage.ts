// MEDIA_STORAGE=local (default): keys are files under the media directory. Profile pictures keep
// living in DATA_DIR/uploads (where they always were), under the key prefix 'uploads/'.
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { assertKey, type MediaStorage, type StoredObject } from './media-storage.ts';

export const UPLOADS_KEY_PREFIX = 'uploads/';

export function createLocalStorage(opts: { mediaDir: string; uploadsDir: string }): MediaStorage {
  const fileOf = (key: string) => {
    assertKey(key);
    return key.startsWith(UPLOADS_KEY_PREFIX)
      ? path.join(opts.uploadsDir, key.slice(UPLOADS_KEY_PREFIX.length))
      : path.join(opts.mediaDir, key);
  };
  return {
    kind: 'local',
    async put(key, body) {
      await writeFileAtomically(fileOf(key), body);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async stat(key) {
      try {
        const st = await fs.stat(fileOf(key));
        return st.isFile() ? { size: st.size, modifiedMs: st.mtimeMs } : null;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async list(prefix) {
      const out: StoredObject[] = [];
      const root = prefix.startsWith(UPLOADS_KEY_PREFIX) || prefix === UPLOADS_KEY_PREFIX ? opts.uploadsDir : opts.mediaDir;
      const base = root === opts.uploadsDir ? UPLOADS_KEY_PREFIX : '';
      for (const file of await walk(root)) {
        const key = base + path.relative(root, file).split(path.sep).join('/');
        if (key.startsWith(prefix)) out.push({ key, size: (await fs.stat(file)).size });
      }
      return out;
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(fileOf(key), { force: true })));
    },
    async check() {
      await fs.access(opts.mediaDir, fs.constants.R_OK | fs.constants.W_OK);
    },
  };
}

/** Writes aside and renames (creating the directory): a reader never sees half a file. */
export async function writeFileAtomically(file: string, body: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(temp, body);
  await fs.rename(temp, file);
}

/** Every file under dir (none when it does not exist). */
export async function walk(dir: string): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : Promise.resolve(e.isFile() ? [path.join(dir, e.name)] : []))),
  );
  return nested.flat();
}
