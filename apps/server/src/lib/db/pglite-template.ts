// In-memory PGlite (the test suite's database, one per test file) starts from a migrated copy:
// initdb plus the migrations cost 1-2 s a database on our 2-core machine, loading a kept data
// directory about 0.3 s. The copy is a file in the temp dir named after the PGlite version and the
// migrations' contents, so a changed migration makes a new copy and separate processes share it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/** dist/index.cjs → the package's own package.json (its exports map hides it from resolve). */
const pgliteManifest = path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json');

function templateFile(migrationsFolder: string): string {
  const hash = crypto.createHash('sha256').update(fs.readFileSync(pgliteManifest));
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return path.join(os.tmpdir(), `ott-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * A migrated in-memory PGlite: loaded from the kept copy when there is one, otherwise created,
 * migrated with `migrate` and kept (written under a temporary name, then renamed, so a process
 * never reads half a file).
 */
export async function migratedInMemory(
  options: PGliteOptions,
  migrationsFolder: string,
  migrate: (client: PGlite) => Promise<void>,
): Promise<PGlite> {
  const file = templateFile(migrationsFolder);
  if (fs.existsSync(file)) {
    const client = await PGlite.create({ ...options, loadDataDir: new Blob([fs.readFileSync(file)]) });
    await migrate(client); // nothing to do unless the copy is older than the migrations
    return client;
  }
  const client = await PGlite.create(options);
  await migrate(client);
  const dump = await client.dumpDataDir('none');
  const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return client;
}
