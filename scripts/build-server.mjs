#!/usr/bin/env node
// The server half of `npm run build` (and so of `npm start`): bundles the server's entry points
// with esbuild into apps/server/dist/<entry>.js (+ .js.map), our own code and the workspace
// packages (@ott/contract, TypeScript source) inside, every npm package left to node_modules.
// Skipped when nothing it reads changed since the last build into the same directory (see
// build-stamp.mjs). Prints one line: reused, or built in N s.
//
//   node scripts/build-server.mjs [--out-dir DIR] [--force]     (or SERVER_OUT_DIR=DIR)
//
// `import.meta.dirname`, `.filename` and `.url` in our sources keep meaning the source file's own
// place (apps/server/src/...), worked out from where the bundle runs: config.ts finds apps/web/dist
// and lib/db/client.ts the migrations in apps/server/drizzle whether run by tsx or from the bundle.
// An out dir outside apps/server must still see the repository's node_modules from its parents.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { hashFiles, hashInputs, isUpToDate, root, seconds, writeStamp } from './build-stamp.mjs';

/** apps/server/src/<name>.ts → <out>/<name>.js; an entry whose file does not exist is skipped. */
const ENTRIES = ['main', 'migrate'];

const INPUTS = [
  'apps/server/src',
  'apps/server/drizzle',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'packages',
  'tsconfig.base.json',
  'package-lock.json',
];

function option(name) {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
}

const serverDir = path.join(root, 'apps/server');
const outDir = path.resolve(
  option('--out-dir') ?? process.env.SERVER_OUT_DIR ?? path.join(serverDir, 'dist'),
);
const force = process.argv.includes('--force');
const entries = ENTRIES.filter((name) => fs.existsSync(path.join(serverDir, 'src', `${name}.ts`)));
const outputs = entries.map((name) => path.join(outDir, `${name}.js`));
const stampFile = path.join(outDir, '.build-stamp.json');
const shown = path.relative(process.cwd(), outDir) || '.';

/** Workspace packages by name → directory (root package.json "workspaces", `dir/*` globs). */
function workspacePackages() {
  const byName = new Map();
  const { workspaces = [] } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  for (const pattern of workspaces) {
    const dirs = pattern.endsWith('/*')
      ? fs
          .readdirSync(path.join(root, pattern.slice(0, -2)))
          .map((d) => path.join(root, pattern.slice(0, -2), d))
      : [path.join(root, pattern)];
    for (const dir of dirs) {
      const file = path.join(dir, 'package.json');
      if (!fs.existsSync(file)) continue;
      byName.set(JSON.parse(fs.readFileSync(file, 'utf8')).name, dir);
    }
  }
  return byName;
}

/** The file a workspace package's "exports" names for `subpath` ('.' or './x'). */
function exportTarget(dir, subpath) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const map = typeof pkg.exports === 'string' ? { '.': pkg.exports } : (pkg.exports ?? {});
  let target = map[subpath];
  if (target && typeof target === 'object') target = target.import ?? target.default;
  return typeof target === 'string' ? path.join(dir, target) : undefined;
}

/**
 * `packages: 'external'` leaves every bare import to node_modules; the workspace packages are
 * source (their "exports" point at .ts files node cannot load), so they are bundled instead.
 */
const workspaceSources = {
  name: 'workspace-sources',
  setup(build) {
    const packages = workspacePackages();
    build.onResolve({ filter: /^@[^/]+\/[^/]+/ }, (args) => {
      const [scope, name, ...rest] = args.path.split('/');
      const dir = packages.get(`${scope}/${name}`);
      if (!dir) return undefined;
      const subpath = rest.length > 0 ? `./${rest.join('/')}` : '.';
      const file = exportTarget(dir, subpath);
      if (file) return { path: file };
      const where = `${path.relative(root, dir)}/package.json`;
      return { errors: [{ text: `${args.path}: not in the "exports" of ${where}` }] };
    });
  },
};

/** Our sources' `import.meta.dirname/filename/url` → the source file's own, relative to the bundle at run time. */
const sourceLocations = {
  name: 'source-locations',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!source.includes('import.meta.')) return undefined;
      // .ts .tsx .js .jsx, and .mts/.cts/.mjs/.cjs as their plain kind.
      const loader = path.extname(args.path).slice(1).replace(/^[cm]/, '');
      const fromBundle = (file) => JSON.stringify(path.relative(outDir, file));
      const contents = source
        .replaceAll(
          'import.meta.dirname',
          `__ottPath.join(import.meta.dirname, ${fromBundle(path.dirname(args.path))})`,
        )
        .replaceAll(
          'import.meta.filename',
          `__ottPath.join(import.meta.dirname, ${fromBundle(args.path)})`,
        )
        .replaceAll(
          'import.meta.url',
          `__ottUrl.pathToFileURL(__ottPath.join(import.meta.dirname, ${fromBundle(args.path)})).href`,
        );
      return { contents, loader };
    });
  },
};

const BANNER = [
  "import __ottPath from 'node:path';",
  "import __ottUrl from 'node:url';",
  "import { createRequire as __ottCreateRequire } from 'node:module';",
  // esbuild's require() shim for any CommonJS-style require left in bundled code.
  'const require = __ottCreateRequire(import.meta.url);',
].join('\n');

const started = Date.now();
const settings = {
  entries,
  esbuild: esbuild.version,
  node: process.versions.node.split('.')[0],
  scripts: hashFiles([import.meta.filename, path.join(import.meta.dirname, 'build-stamp.mjs')]),
};
const { hash } = hashInputs(INPUTS, settings);

if (!force && isUpToDate(stampFile, hash, outputs)) {
  console.log(`server: reused ${shown} (up to date)`);
} else {
  await esbuild.build({
    entryPoints: Object.fromEntries(
      entries.map((name) => [name, path.join(serverDir, 'src', `${name}.ts`)]),
    ),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Function and class names as in the source (stack traces, fastify-plugin names).
    keepNames: true,
    packages: 'external',
    plugins: [workspaceSources, sourceLocations],
    banner: { js: BANNER },
    logLevel: 'warning',
  });
  writeStamp(stampFile, hash, outputs);
  console.log(
    `server: built ${entries.map((name) => `${name}.js`).join(', ')} in ${shown} in ${seconds(started)} s`,
  );
}
