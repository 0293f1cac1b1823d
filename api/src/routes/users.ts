import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { signedInUserSchema, type SignedInUser } from 'shared-contracts/schemas/users';
import {
  changePasswordSchema,
  messageAnswerSchema,
  updateProfileSchema,
} from 'shared-contracts/schemas/auth';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import type { Executor } from '../db/client.js';
import { users } from '../db/schema.js';
import { badRequest, unauthorized } from '../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../plugins/app/validation.js';
import { loadCart } from '../services/cart.js';
import { revokeAllSessions } from '../services/sessions.js';

export async function loadProfile(db: Executor, userId: number): Promise<SignedInUser> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized('User not found', 'User not found');
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    role: user.role,
    date_joined: user.dateJoined.toISOString(),
    cart: await loadCart(db, user.id),
  };
}

const usersRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db = fastify.db;
  const tags = ['users'];
  app.addHook('onRequest', fastify.authenticate);

  app.get(
    '/me',
    {
      schema: schema({
        tags,
        auth: true,
        summary: 'The signed-in user with the cart',
        response: { 200: envelopeSchema(signedInUserSchema) },
      }),
    },
    async (request) => ({
      data: await loadProfile(db, request.user.id),
    }),
  );

  app.patch(
    '/me',
    {
      schema: schema({
        body: updateProfileSchema,
        tags,
        auth: true,
        summary: 'Update names and phone',
        response: { 200: envelopeSchema(signedInUserSchema) },
      }),
    },
    async (request) => {
      const { first_name, last_name, username, phone } = request.body;
      const changes = {
        ...(first_name !== undefined ? { firstName: first_name } : {}),
        ...(last_name !== undefined ? { lastName: last_name } : {}),
        ...(username !== undefined ? { username } : {}),
        ...(phone !== undefined ? { phone } : {}),
      };
      if (Object.keys(changes).length > 0)
        await db.update(users).set(changes).where(eq(users.id, request.user.id));
      return { data: await loadProfile(db, request.user.id) };
    },
  );

  app.post(
    '/me/change-password',
    {
      schema: schema({
        body: changePasswordSchema,
        tags,
        auth: true,
        summary: 'Change the password',
        response: { 200: envelopeSchema(messageAnswerSchema) },
      }),
    },
    async (request) => {
      // Guessing the current password is throttled like sign-in.
      const account = `user:${request.user.id}`;
      await fastify.loginThrottle.before(request.ip, account);
      const [user] = await db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, request.user.id));
      if (!user || !(await fastify.passwords.verify(request.body.current_password, user.hash, request.ip))) {
        await fastify.loginThrottle.failed(request.ip, account);
        throw badRequest('Current password is incorrect.', {
          current_password: ['Current password is incorrect.'],
        });
      }
      const passwordHash = await fastify.passwords.hash(request.body.new_password, request.ip);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, request.user.id));
        // Every other session ends; the one that made the change stays signed in.
        await revokeAllSessions(tx, request.user.id, request.user.session);
      });
      return { data: { message: 'Your password has been changed.' } };
    },
  );
};

export default usersRoutes;
