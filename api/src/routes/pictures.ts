import { createReadStream } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { apiErrorBodySchema } from 'shared-contracts/schemas/common';
import { DATA_SAVER_COOKIE } from 'shared-contracts/pictures';
import { notFound } from '../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../plugins/app/validation.js';
import {
  choosePicture,
  DRAWING_POLICY,
  existingFile,
  formatFor,
  isDrawing,
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
} from '../services/pictures.js';

const tags = ['catalog'];
const LARGEST = Math.max(...VARIANT_WIDTHS);
/** A stored picture's path: folders and a file name, nothing hidden, nothing above the uploads folder. */
const STORED_PATH = /^(?:[\w-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:jpe?g|png|gif|webp|avif|svg)$/i;
const TYPE_OF: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/**
 * `GET /api/images/<stored path>?w=<px>&format=<avif|webp|jpeg>`: a product picture at the width the page's layout
 * asks for, in the format its `<picture>` chose (without one, the smallest format the browser accepts: AVIF, WebP,
 * else JPEG), and at most 480 px wide for a shopper who saves data (`Save-Data: on`, or the shop's data saver). Every
 * answer is immutable: a stored picture never changes.
 */
const pictureRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

  app.get(
    '/*',
    {
      // A listing shows 24 pictures a page: ten times the API's limit, counted apart from it.
      config: { rateLimit: { max: fastify.config.rateLimitMax * 10, timeWindow: '1 minute' } },
      schema: schema({
        params: v.object({ '*': v.pipe(v.string(), v.regex(STORED_PATH, 'Picture not found.')) }),
        querystring: v.object({
          w: v.optional(
            v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'w is a width in pixels'), v.transform(Number)),
          ),
          format: v.optional(v.picklist(VARIANT_FORMATS, 'format is avif, webp or jpeg')),
        }),
        tags,
        summary:
          'A product picture at a width (w, in px), in a format (else by Accept: AVIF, WebP or JPEG); at most 480 px with Save-Data',
        response: { 404: apiErrorBodySchema },
      }),
    },
    async (request, reply) => {
      const path = request.params['*'];
      const uploadDir = fastify.config.uploadDir;
      const saveData = request.headers['save-data'] === 'on' || request.cookies[DATA_SAVER_COOKIE] === 'on';
      const chosen = isDrawing(path)
        ? { path, contentType: null }
        : await choosePicture(uploadDir, path, {
            width: request.query.w ?? LARGEST,
            format: request.query.format ?? formatFor(request.headers.accept),
            saveData,
          });
      const file = await existingFile(uploadDir, chosen.path);
      if (!file) throw notFound('Picture not found.');
      const extension = chosen.path.slice(chosen.path.lastIndexOf('.') + 1).toLowerCase();
      reply
        .type(chosen.contentType ?? TYPE_OF[extension] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', request.query.format ? 'Save-Data, Cookie' : 'Accept, Save-Data, Cookie')
        .header('x-content-type-options', 'nosniff');
      if (isDrawing(path)) reply.header('content-security-policy', DRAWING_POLICY);
      return reply.send(createReadStream(file));
    },
  );
};

export default pictureRoutes;
