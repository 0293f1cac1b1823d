import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';

/** Product pictures: at most 10 files of 5 MB in one form. */
export default fp(
  async (fastify) => {
    await fastify.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 10, fields: 20 } });
  },
  { name: 'multipart' },
);
