import fp from 'fastify-plugin';
import fastifyCookie from '@fastify/cookie';

/**
 * Cookies read (`request.cookies`) and written (`reply.setCookie`) by @fastify/cookie. The API signs none with the
 * plugin: the device cookie is a JWT (lib/device-cookies.ts), the browser id is signed by the shop's server.
 */
export default fp(async (fastify) => {
  await fastify.register(fastifyCookie);
});
