import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { adminProductListQuerySchema } from 'shared-contracts/schemas/admin';
import {
  adminProductSchema,
  productImageSchema,
  productInputSchema,
  productSchema,
} from 'shared-contracts/schemas/catalog';
import { envelopeSchema, idParamsSchema, idSchema, paginatedSchema } from 'shared-contracts/schemas/common';
import { HttpError, badRequest, notFound } from '../../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../../plugins/app/validation.js';
import {
  addProductImage,
  createProduct,
  deleteProduct,
  deleteProductImage,
  listAdminProducts,
  loadProduct,
  productForPicture,
  updateProduct,
} from '../../services/admin-products.js';
import {
  picturePaths,
  preparePicture,
  removePictureFiles,
  UnreadablePictureError,
  writePicture,
  type PreparedPicture,
} from '../../services/pictures.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Accepted pictures, recognised by their first bytes (the declared type alone is not trusted). */
export const IMAGE_TYPES: Record<
  string,
  { ext: string; format: 'jpeg' | 'png' | 'gif' | 'webp'; matches: (b: Buffer) => boolean }
> = {
  'image/jpeg': {
    ext: 'jpg',
    format: 'jpeg',
    matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  'image/png': {
    ext: 'png',
    format: 'png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  'image/gif': { ext: 'gif', format: 'gif', matches: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  'image/webp': {
    ext: 'webp',
    format: 'webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
};

const imageParamsSchema = v.object({ id: idSchema, imageId: idSchema });
const tags = ['admin'];
const oneProduct = envelopeSchema(adminProductSchema);
const nothing = envelopeSchema(v.null());

/** Removes stored pictures and their variants, never anything outside the upload folder. */
async function removePictures(uploadDir: string, paths: string[]): Promise<void> {
  const all = await Promise.all(paths.map((path) => picturePaths(uploadDir, path)));
  await removePictureFiles(uploadDir, all.flat());
}

export const UNREADABLE = 'This picture could not be read. Upload a JPEG, PNG, WebP or GIF photo.';

const productRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

  app.get(
    '/products',
    {
      schema: schema({
        querystring: adminProductListQuerySchema,
        tags,
        summary: 'Products, published or not',
        auth: true,
        response: { 200: envelopeSchema(paginatedSchema(productSchema)) },
      }),
    },
    async (request) => ({
      data: await listAdminProducts(app.db, request.query),
    }),
  );

  app.get(
    '/products/:id',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        summary: 'One product, published or not',
        auth: true,
        response: { 200: oneProduct },
      }),
    },
    async (request) => {
      const product = await loadProduct(app.db, request.params.id);
      if (!product) throw notFound('Product not found');
      return { data: product };
    },
  );

  app.post(
    '/products',
    {
      schema: schema({
        body: productInputSchema,
        tags,
        summary: 'Create a product with its variants',
        auth: true,
        response: { 201: oneProduct },
      }),
    },
    async (request, reply) => {
      const id = await createProduct(app.db, request.body, request.user.id);
      return reply.status(201).send({ data: await loadProduct(app.db, id) });
    },
  );

  app.put(
    '/products/:id',
    {
      schema: schema({
        params: idParamsSchema,
        body: productInputSchema,
        tags,
        summary: 'Replace a product and its variants',
        auth: true,
        response: { 200: oneProduct },
      }),
    },
    async (request) => {
      await updateProduct(app.db, request.params.id, request.body, request.user.id);
      return { data: await loadProduct(app.db, request.params.id) };
    },
  );

  app.delete(
    '/products/:id',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        summary: 'Delete a product that was never ordered',
        auth: true,
        response: { 200: nothing },
      }),
    },
    async (request) => {
      const files = await deleteProduct(app.db, request.params.id);
      await removePictures(app.config.uploadDir, files);
      return { data: null };
    },
  );

  app.post(
    '/products/:id/images',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        summary: 'Upload a picture (multipart: file, alt); JPEG, PNG, WebP or GIF up to 5 MB',
        auth: true,
        response: { 201: envelopeSchema(productImageSchema) },
      }),
    },
    async (request, reply) => {
      const product = await productForPicture(app.db, request.params.id);
      if (!request.isMultipart())
        throw badRequest('The picture did not arrive. Choose it again and upload it.', {
          file: ['Choose a picture'],
        });
      const part = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
      if (!part) throw badRequest('Choose a picture', { file: ['Choose a picture'] });
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 413) {
          throw new HttpError(413, 'The picture is larger than 5 MB.', 'Pictures can be at most 5 MB.');
        }
        throw err;
      }
      const type = IMAGE_TYPES[part.mimetype];
      if (!type || !type.matches(content)) {
        throw badRequest('Only JPEG, PNG, WebP or GIF pictures can be uploaded.', {
          file: ['Only JPEG, PNG, WebP or GIF pictures can be uploaded.'],
        });
      }
      const altField = part.fields.alt;
      const altValue =
        altField && !Array.isArray(altField) && altField.type === 'field' ? String(altField.value) : '';
      const alt = (altValue.trim() || product.name).slice(0, 200);

      // Decoded and made into its variants before anything is written: a corrupt photo, or another file named like
      // a picture, is refused whole.
      let picture: PreparedPicture;
      try {
        picture = await preparePicture(content, type.format);
      } catch (error) {
        if (error instanceof UnreadablePictureError) throw badRequest(UNREADABLE, { file: [UNREADABLE] });
        throw error;
      }
      const path = `products/${product.id}-${randomBytes(8).toString('hex')}.${type.ext}`;
      const written = await writePicture(app.config.uploadDir, path, picture);
      try {
        return reply.status(201).send({ data: await addProductImage(app.db, product.id, path, alt) });
      } catch (error) {
        await removePictureFiles(app.config.uploadDir, written);
        throw error;
      }
    },
  );

  app.delete(
    '/products/:id/images/:imageId',
    {
      schema: schema({
        params: imageParamsSchema,
        tags,
        summary: 'Delete a picture',
        auth: true,
        response: { 200: nothing },
      }),
    },
    async (request) => {
      const path = await deleteProductImage(app.db, request.params.id, request.params.imageId);
      await removePictures(app.config.uploadDir, [path]);
      return { data: null };
    },
  );
};

export default productRoutes;
