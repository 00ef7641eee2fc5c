# syntax=docker/dockerfile:1
# The Atelier shop for production: the reference server, built to JavaScript, serving the built
# shop front on its own origin. See docs/deploy.md. (Written where Docker was not available: the
# steps it runs were each run by hand, the image itself was never built there.)

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ENV CI=true
RUN npm install --global --no-fund --no-audit pnpm@10.34.8
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile
# The shop front is built for the server's own origin. The payment key id is public and fixed
# at build time: pass the one the server is given (RAZORPAY_KEY_ID).
ARG VITE_PAYMENT_KEY_ID
RUN pnpm --filter @atelier/api-client build \
  && pnpm --filter @atelier/server build \
  && VITE_PAYMENT_KEY_ID="${VITE_PAYMENT_KEY_ID}" pnpm --filter @atelier/shell build
# The server and its production dependencies only (workspace packages as their builds).
RUN pnpm --filter @atelier/server deploy --prod --legacy /app \
  && cp -r apps/shell/dist /app/shell

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5000 \
    DATA_DIR=/data \
    SHELL_DIST=/app/shell
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 5000
# Plain HTTP inside the container: TLS ends at the reverse proxy.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/main.js"]
