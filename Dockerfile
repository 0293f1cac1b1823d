# syntax=docker/dockerfile:1
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY shop-runtime/package.json shop-runtime/
COPY shared-contracts/package.json shared-contracts/
COPY shop-sdk/package.json shop-sdk/
COPY shell/package.json shell/
COPY mf-catalog/package.json mf-catalog/
COPY mf-cart/package.json mf-cart/
COPY mf-account/package.json mf-account/
COPY mf-admin/package.json mf-admin/
COPY api/package.json api/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npx --yes pnpm@10.34.8 install --frozen-lockfile

FROM deps AS build
ARG PACKAGE=shell
COPY . .
RUN npx --yes pnpm@10.34.8 --filter "./${PACKAGE}" run build

# One front-end's build and the step that publishes it into the volume its web server serves: hashed files are
# added beside the previous builds' (kept for the last 3 builds and at least a day), then the entry points switch.
FROM node:20-bookworm-slim AS publish
ARG PACKAGE=shell
WORKDIR /publish
COPY scripts/publish-remote.mjs scripts/
COPY scripts/lib/publish.mjs scripts/lib/
COPY --from=build /app/${PACKAGE}/build build
CMD ["node", "scripts/publish-remote.mjs", "--from", "build", "--to", "/srv/www"]

# A team's release step (npm run release, docs/releases.md): the remote's build, checked against the shell being
# served and published as an immutable version into the volume its web server serves; which version shoppers get is
# changed through the API. e.g. `docker compose run --rm catalog-release publish catalog`.
FROM deps AS release
ARG PACKAGE=mf-catalog
COPY config config
COPY scripts scripts
COPY --from=build /app/${PACKAGE}/build ${PACKAGE}/build
ENTRYPOINT ["node", "scripts/release.mjs"]
CMD ["status"]

# The shell's server (scripts/serve-shell.mjs, which runs shell/src/server/http through tsx as the API runs): the
# published shell volume, its pages rendered on the server with the remotes' current builds, /runtime-config.json and
# the crawl files. Like `web`, the image holds no build: only the server's sources and the packages they import.
FROM deps AS shell
COPY tsconfig.base.json ./
COPY config config
COPY scripts scripts
COPY shop-runtime shop-runtime
COPY shared-contracts shared-contracts
COPY shop-sdk shop-sdk
COPY shell shell
ENV NODE_ENV=production SHELL_DIST=/srv/www SHELL_PORT=80
EXPOSE 80
CMD ["node", "scripts/serve-shell.mjs"]

# Serves a remote's published volume; the image itself holds no build, so redeploying never replaces the folder.
FROM nginx:1.27-alpine AS web
ENV API_BASE_URL=/api/ REMOTE_CATALOG_URL= REMOTE_CART_URL= REMOTE_ACCOUNT_URL= REMOTE_ADMIN_URL=
COPY deploy/nginx/web.conf.template /etc/nginx/templates/default.conf.template

FROM deps AS api
# The share pictures' words are drawn with DejaVu Sans (api/src/modules/catalog/share-image.ts).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
COPY . .
ENV NODE_ENV=production
EXPOSE 4000
CMD ["npx", "--yes", "pnpm@10.34.8", "--filter", "api", "start"]
