import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { adminBannerSchema, bannerInputSchema } from 'shared-contracts/schemas/banners';
import { envelopeSchema, idParamsSchema } from 'shared-contracts/schemas/common';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import {
  BANNER_PICTURES,
  bannerForPicture,
  createBanner,
  deleteBanner,
  listBanners,
  setBannerPicture,
  updateBanner,
} from '../banners.js';
import { picturePaths, removePictureFiles, writePicture } from '../../../services/pictures.js';
import { readPictureUpload } from '../../../services/picture-upload.js';

const tags = ['admin'];
const oneBanner = envelopeSchema(adminBannerSchema);

/** Removes a stored picture and its variants, never anything outside the upload folder. */
async function removePicture(uploadDir: string, path: string | null): Promise<void> {
  if (path) await removePictureFiles(uploadDir, await picturePaths(uploadDir, path));
}

/** Home-page banners (docs/admin.md, "Banners"): made, changed and deleted here; shown by GET /api/store/banners. */
const bannerRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

  app.get(
    '/banners',
    {
      schema: schema({
        tags,
        summary: 'Every home-page banner with its status now',
        auth: true,
        response: { 200: envelopeSchema(v.array(adminBannerSchema)) },
      }),
    },
    async () => ({ data: await listBanners(app.db) }),
  );

  app.post(
    '/banners',
    {
      schema: schema({
        body: bannerInputSchema,
        tags,
        summary:
          'Create a home-page banner for a promotion (start and end in Lagos time); its picture is uploaded apart',
        auth: true,
        response: { 201: oneBanner },
      }),
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createBanner(app.db, request.body, request.user.id) }),
  );

  app.put(
    '/banners/:id',
    {
      schema: schema({
        params: idParamsSchema,
        body: bannerInputSchema,
        tags,
        summary: 'Change a home-page banner',
        auth: true,
        response: { 200: oneBanner },
      }),
    },
    async (request) => ({
      data: await updateBanner(app.db, request.params.id, request.body, request.user.id),
    }),
  );

  app.delete(
    '/banners/:id',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        summary: 'Delete a home-page banner and its picture',
        auth: true,
        response: { 200: envelopeSchema(v.null()) },
      }),
    },
    async (request) => {
      const path = await deleteBanner(app.db, request.params.id);
      await removePicture(app.config.uploadDir, path);
      return { data: null };
    },
  );

  app.post(
    '/banners/:id/picture',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        summary:
          "Upload or replace a banner's picture (multipart: file, alt); JPEG, PNG, WebP or GIF up to 5 MB, made into the shop's widths and formats",
        auth: true,
        response: { 201: oneBanner },
      }),
    },
    async (request, reply) => {
      const banner = await bannerForPicture(app.db, request.params.id);
      const { ext, picture, alt } = await readPictureUpload(request, 'picture');
      const path = `${BANNER_PICTURES}/${banner.id}-${randomBytes(8).toString('hex')}.${ext}`;
      const written = await writePicture(app.config.uploadDir, path, picture);
      try {
        const { banner: saved, replaced } = await setBannerPicture(
          app.db,
          banner.id,
          path,
          alt ? alt.slice(0, 200) : null,
          request.user.id,
        );
        await removePicture(app.config.uploadDir, replaced);
        return reply.status(201).send({ data: saved });
      } catch (error) {
        await removePictureFiles(app.config.uploadDir, written);
        throw error;
      }
    },
  );
};

export default bannerRoutes;
