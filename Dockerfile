# syntax=docker/dockerfile:1
# The site and API server as one image (decision 0076). Build: `docker build -t soccer .`;
# run it with compose.yaml. The base is any Debian 13 (trixie) image with Node 24 and npm on
# PATH; the official one by default (the test lane passes a base it makes itself, with no
# registry). Trixie, because its PostgreSQL client is 17, as new as compose's server: pg_dump
# refuses a server newer than itself.
ARG NODE_IMAGE=node:24-trixie-slim

# ── build: every dependency, then the contracts, the API server and the site ──
FROM ${NODE_IMAGE} AS build
WORKDIR /src
# No install script runs (none is needed: better-sqlite3 ships its prebuilt binary), so nothing
# is downloaded beyond the registry's packages and nothing reports home.
ENV npm_config_ignore_scripts=true npm_config_audit=false npm_config_fund=false \
    npm_config_update_notifier=false
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY dev/package.json dev/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN --mount=type=cache,target=/root/.npm npm ci
COPY . .
RUN npm run build -w @soccer/contracts && npm run build -w @soccer/api \
    && npm run build -w @soccer/web

# ── runtime: production dependencies of the server and the site's server render only ──
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# pg_dump and pg_restore for `npm run backup` / `npm run restore` and the scheduled backups
# (decision 0074), from Debian's own packages.
RUN apt-get update \
    && apt-get install -y --no-install-recommends postgresql-client-17 \
    && rm -rf /var/lib/apt/lists/* \
    && /usr/lib/postgresql/17/bin/pg_dump --version
ENV PG_BIN_DIR=/usr/lib/postgresql/17/bin
ENV npm_config_ignore_scripts=true npm_config_audit=false npm_config_fund=false \
    npm_config_update_notifier=false
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY dev/package.json dev/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev -w @soccer/contracts -w @soccer/api -w @soccer/web
COPY --from=build /src/packages/contracts/dist packages/contracts/dist
COPY --from=build /src/apps/api/dist apps/api/dist
COPY --from=build /src/apps/web/dist apps/web/dist
COPY --from=build /src/apps/web/dist-ssr apps/web/dist-ssr
COPY scripts/backup.mjs scripts/
# A user of its own; the SQLite file (when DATABASE_URL is unset) lives in /data, backups in
# /data/backups (owner only: children's data), each its own volume in compose.yaml.
RUN useradd --system --user-group --home-dir /app --shell /usr/sbin/nologin soccer \
    && mkdir -p /data/backups && chown -R soccer:soccer /data && chmod 0700 /data/backups
USER soccer
# npm (for `npm run backup` in the container) keeps its cache and logs where the user may write.
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATA_DIR=/data npm_config_cache=/tmp/npm
VOLUME /data
EXPOSE 8080
# Ready means the database answers and migrations are done (the server migrates at start).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]
