# Tiketi in a container (docs/decisions/024-metrics-and-container.md).
#
# NOTE: Docker does not run on the machines this project is built on, so this image has never been
# built there. What it does is tested all the same: scripts/container-smoke.mjs, a step of
# `npm test` (and so of CI), runs the same commands in the same order (marked "same as the smoke
# script" below): `npm ci`, `npm run build`, `npm ci --omit=dev`, then
# `node --import tsx apps/api/src/server.ts` against PostgreSQL, waiting for /healthz. Change
# both together.
#
#   docker build -t tiketi .
#   docker compose up        # with PostgreSQL and MinIO: see compose.yaml

ARG NODE_IMAGE=node:20-bookworm-slim

# --- Build: every dependency, then the web app (apps/web/dist). ---
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
# Same as the smoke script: npm ci (CI's own install), then npm run build.
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- Runtime: production dependencies, the server's source (run by tsx) and the built web app. ---
FROM ${NODE_IMAGE} AS runtime
ENV HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
# Same as the smoke script: production dependencies only.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY packages/contract packages/contract
COPY apps/api apps/api
COPY --from=build /app/apps/web/dist apps/web/dist
# Uploads and the embedded database (when DATABASE_URL is unset) live in /data, owned by the
# unprivileged user the server runs as.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# The liveness route (modules/health): 503 while the database does not answer. The first start
# migrates the database, hence the start period.
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Same as the smoke script. Node runs as PID 1 with no shell or npm in between, so SIGTERM reaches
# the server, which drains (SHUTDOWN_DELAY_MS) and exits 0.
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
