# syntax=docker/dockerfile:1
# One image for every process of the service (docs/operations.md): the API (ROLE=api), the worker
# (ROLE=worker), the single-process mode (ROLE=all, the default) and the pre-deploy migration
# (`node apps/server/dist/migrate.js`). Build:  docker build -t ott .
#
# Stage 1 builds the web app (Vite → apps/web/dist) and the server bundle (esbuild →
# apps/server/dist/{main,migrate}.js) with every dependency. Stage 2 holds only what runs: the
# server's production dependencies (the bundle leaves npm packages to node_modules, and every
# package it imports is a dependency of @ott/server), the two builds, the SQL migrations, Debian's
# ffmpeg, setpriv and fonts. It runs as the image's unprivileged `node` user.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Every workspace's package.json: `npm ci` checks the lockfile against all of them.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
# Both halves build from scratch here (.dockerignore keeps local dist/ and node_modules/ out).
RUN npm run build

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
# ffmpeg: the media pipeline and the live channel run Debian's (5.1, the reference build; found on
#   PATH before the npm fallback, apps/server/src/features/media/ffmpeg-path.ts).
# util-linux: setpriv, which ties each ffmpeg child to its Node process (--pdeathsig KILL,
#   features/media/tied-spawn.ts); essential in Debian, named here because the server needs it.
# fonts: titles burned into the demo artwork and clips (features/media/font-file.ts): DejaVu Sans
#   Bold (core), DejaVu Sans Condensed Bold (extra) and Liberation Sans Narrow Bold (liberation).
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      ffmpeg util-linux fonts-dejavu-core fonts-dejavu-extra fonts-liberation \
 && rm -rf /var/lib/apt/lists/*

WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY e2e/package.json e2e/
# The server's production dependencies only (not the web app's: its build is static files).
# The npm ffmpeg/ffprobe builds (~140 MB) are removed: Debian's ffmpeg above is on PATH and is
# what runs; without them the fallback simply finds nothing.
RUN npm ci --omit=dev --workspace=@ott/server --no-audit --no-fund \
 && rm -rf node_modules/@ffmpeg-installer/linux-* node_modules/@ffprobe-installer/linux-* \
 && npm cache clean --force

# The bundle finds apps/web/dist and apps/server/drizzle relative to its own place, as in the
# repository (scripts/build-server.mjs), so the layout is kept.
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist

# DATA_DIR: the worker's scratch space (ffmpeg output before it is copied to the object store, the
# live channel's window) and, without DATABASE_URL, the embedded PGlite database. Mount a volume
# here for ROLE=all on local storage. The code itself stays root-owned and read-only to `node`.
RUN mkdir -p /app/data && chown node:node /app/data

ENV NODE_ENV=production \
    DATA_DIR=/app/data \
    PORT=8080 \
    HOST=0.0.0.0
USER node
EXPOSE 8080

# /livez: the process answers (readiness, /readyz, is for the load balancer: it checks the
# database, Redis and the media storage).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# Node is PID 1: it handles SIGTERM itself (drains HTTP, stops jobs and ffmpeg, closes the pool;
# apps/server/src/main.ts). Run with an init (`docker run --init`, compose `init: true`) so that
# anything orphaned is reaped.
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
