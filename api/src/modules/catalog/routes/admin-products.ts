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
import { notFound } from '../../../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { listAdminProducts } from '../admin-product-list.js';
import { addProductImage, deleteProductImage, productForPicture } from '../admin-product-pictures.js';
import { createProduct, deleteProduct, loadProduct, updateProduct } from '../admin-products.js';
import { picturePaths, removePictureFiles, writePicture } from '../../../services/pictures.js';
import { readPictureUpload } from '../../../services/picture-upload.js';

const imageParamsSchema = v.object({ id: idSchema, imageId: idSchema });
const tags = ['admin'];
const oneProduct = envelopeSchema(adminProductSchema);
const nothing = envelopeSchema(v.null());

/** Removes stored pictures and their variants, never anything outside the upload folder. */
async function removePictures(uploadDir: string, paths: string[]): Promise<void> {
  const all = await Promise.all(paths.map((path) => picturePaths(uploadDir, path)));
  await removePictureFiles(uploadDir, all.flat());
}

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
      const { ext, picture, alt: given } = await readPictureUpload(request, 'picture');
      const alt = (given || product.name).slice(0, 200);
      const path = `products/${product.id}-${randomBytes(8).toString('hex')}.${ext}`;
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
