import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/**
 * The OpenAPI document, built from every route's schema (`fastify.swagger()`), served with its UI at
 * /api/docs/json and /api/docs only when `apiDocs` is on (not in production unless `API_DOCS=true`).
 */
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        info: {
          title: 'Kasuwa API',
          version: '1.0.0',
          description: 'Answers `{data}`; errors `{message, detail?, errors?}`.',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
    });
    if (fastify.config.apiDocs) await fastify.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger', dependencies: ['config'] },
);
