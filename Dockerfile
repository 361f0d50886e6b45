# The shop's API image: serves /graphql, /api, /assets and the two built apps.
# The build context is filtered by .dockerignore: no local data, .env files or host node_modules.
FROM node:20.20.2-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY client/package.json client/
COPY words/package.json words/
COPY storefront/package.json storefront/
COPY admin/package.json admin/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20.20.2-bookworm-slim
ENV NODE_ENV=production
# The email outbox (without SMTP_URL), images on disk and any generated secret live here, not in
# /app, which the node user cannot write; mount a volume on it to keep them.
ENV DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p "$DATA_DIR" && chown node "$DATA_DIR"
USER node
EXPOSE 4000
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:4000/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "api/dist/main.js"]
