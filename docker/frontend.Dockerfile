# The Next.js storefront, built once and served by server.mjs (Next behind a server that settles
# each request's forwarding headers).
FROM node:20-slim AS build
ENV NEXT_TELEMETRY_DISABLED=1
WORKDIR /app
COPY frontend/package.json frontend/package-lock.json ./
RUN npm install --no-audit --no-fund --no-save
COPY frontend ./
RUN npm run build && npm prune --omit=dev

FROM node:20-slim
# Every interface of the container: the proxy reaches it over the compose network.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 LISTEN_ADDRESS=0.0.0.0
WORKDIR /app
COPY --from=build /app ./
USER node
EXPOSE 3000
# Started directly (no npx wrapper) so that `docker stop` signals reach the server.
CMD ["node", "server.mjs"]
