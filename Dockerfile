# Hemma's production image (decision 0030; README "Running Hemma in production").
# Build: docker build -t hemma .   Run: see compose.yaml. The start command is the one every Hemma node runs:
# `node scripts/start.mjs` (migrate, seed an empty database unless HEMMA_DEMO_SHOP=0, serve with NODE_ENV=production).

# --- build: all dependencies, the storefront, back office and server builds (stamped, so start does not rebuild)
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY . .
# Then production dependencies only (tsx among them: the seed runs its TypeScript through it; the server runs from
# its build, decision 0070).
RUN npm ci --no-audit --no-fund \
 && node --input-type=module -e "await (await import('./scripts/lib.mjs')).ensureBuilds()" \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf e2e bench docs apps/*/tests /root/.npm

# --- runtime: the pruned tree, run as the unprivileged `node` user
FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    HEMMA_DATA_DIR=/data \
    HEMMA_MEDIA_DIR=/media
WORKDIR /app
COPY --from=build --chown=root:root /app /app
RUN mkdir -p /data /media && chown node:node /data /media
USER node
EXPOSE 3000
VOLUME ["/data", "/media"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "scripts/start.mjs"]
