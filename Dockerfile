# syntax=docker/dockerfile:1
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY shared-contracts/package.json shared-contracts/
COPY shell/package.json shell/
COPY mf-catalog/package.json mf-catalog/
COPY mf-cart/package.json mf-cart/
COPY mf-account/package.json mf-account/
COPY mf-admin/package.json mf-admin/
COPY api/package.json api/
COPY e2e/package.json e2e/
RUN npx --yes pnpm@10.34.8 install --frozen-lockfile

FROM deps AS build
ARG PACKAGE=shell
COPY . .
RUN npx --yes pnpm@10.34.8 --filter "./${PACKAGE}" run build

FROM nginx:1.27-alpine AS web
ARG PACKAGE=shell
ENV API_BASE_URL=/api/ REMOTE_CATALOG_URL= REMOTE_CART_URL= REMOTE_ACCOUNT_URL= REMOTE_ADMIN_URL=
COPY deploy/nginx/web.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /app/${PACKAGE}/dist /usr/share/nginx/html

FROM deps AS api
COPY . .
ENV NODE_ENV=production
EXPOSE 4000
CMD ["npx", "--yes", "pnpm@10.34.8", "--filter", "api", "start"]
