# The platform's one image: backend and gateway are two commands of it (deploy/compose.yaml).
# Build stage: every dependency, then the compiled servers (dist/), the web app (web/dist,
# web/dist-server) and the playground.
FROM node:20.19-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: production dependencies and the build's output only, run as the image's
# unprivileged `node` user; nothing of the source tree but what the servers read.
FROM node:20.19-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/web/dist-server ./web/dist-server
COPY --from=build /app/gateway/playground/dist ./gateway/playground/dist
# DATA_DIR: the mails' outbox when no SMTP_URL is set; the `node` user's own.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 4000 8080
# The gateway by default; the backend's copies run `node dist/backend/src/main.js`.
CMD ["node", "--enable-source-maps", "dist/gateway/src/main.js"]
