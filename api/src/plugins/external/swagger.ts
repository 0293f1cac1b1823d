import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/** The OpenAPI document (/api/docs/json) and its UI (/api/docs), built from every route's schema. */
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
    await fastify.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
