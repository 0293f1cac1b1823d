import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { apiErrorBodySchema, envelopeSchema, idSchema } from 'shared-contracts/schemas/common';
import { orderSchema } from 'shared-contracts/schemas/order-answers';
import {
  bankListSchema,
  createReturnSchema,
  MAX_RETURN_PHOTOS,
  orderReturnSchema,
  resolveAccountQuerySchema,
  resolvedAccountSchema,
} from 'shared-contracts/schemas/returns';
import { minutesInWords, notFound, tooManyRequests } from '../../../lib/http-error.js';
import { bankListOf, checkBankAccount, createPaystackBanks } from '../../../lib/payments/paystack-banks.js';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { loadOwnOrder } from '../orders.js';
import { removePictureFiles, uploadFile, writePicture } from '../../../services/pictures.js';
import { addReturnPhoto, photoSlot, returnPhotoDir, returnPhotoPath } from '../returns/photos.js';
import { loadOwnReturn } from '../returns/read.js';
import { requestReturn, transferReturnOpen, type ResolvedAccount } from '../returns/request.js';
import { readPictureUpload } from '../../../services/picture-upload.js';

const tags = ['returns'];
const HOUR_MS = 60 * 60 * 1000;
/**
 * The shopper's side of returns: the bank list and account resolution (for refunds by transfer), asking to return
 * lines of a delivered order, adding photos, and seeing them (photos only to their shopper and admins).
 */
const returnsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db = fastify.db;
  const { paystackSecretKey, paystackBaseUrl, dataDir, bankLookupLimits: lookupLimits } = fastify.config;
  const banks = paystackSecretKey
    ? createPaystackBanks({ baseUrl: paystackBaseUrl, secretKey: paystackSecretKey })
    : null;
  const photoDir = returnPhotoDir(dataDir);
  app.addHook('onRequest', fastify.authenticate);

  /**
   * Counts one account check (docs/security.md, "Bank account names"): for the shopper and their client address
   * an hour, and, for the dialog's checks, for the return being asked for. Each count is taken before it is
   * compared, so checks sent at once cannot all slip under a limit; a check refused by the first two does not use
   * up the return's.
   */
  const countLookup = async (request: FastifyRequest, forReturn?: { key: string; windowMs: number }) => {
    const [byAccount, byClient] = await Promise.all([
      fastify.counters.add(`bank-lookups-account:${request.user.id}`, HOUR_MS),
      fastify.counters.add(`bank-lookups-client:${request.ip}`, HOUR_MS),
    ]);
    const waitMs = Math.max(
      byAccount.count > lookupLimits.perAccountPerHour ? byAccount.ttlMs : 0,
      byClient.count > lookupLimits.perClientPerHour ? byClient.ttlMs : 0,
    );
    if (waitMs > 0)
      throw tooManyRequests(`Too many bank account checks. Try again in ${minutesInWords(waitMs)}.`, waitMs);
    if (!forReturn) return;
    const byReturn = await fastify.counters.add(forReturn.key, forReturn.windowMs);
    if (byReturn.count > lookupLimits.perReturn)
      throw tooManyRequests(
        `You have checked ${lookupLimits.perReturn} account numbers for this return. Send your request and we will check the account when it arrives.`,
        byReturn.ttlMs,
      );
  };

  const resolve = (bankCode: string, accountNumber: string): Promise<ResolvedAccount> =>
    checkBankAccount(banks, bankCode, accountNumber);

  app.get(
    '/returns/banks',
    {
      schema: schema({
        tags,
        auth: true,
        summary: "Nigerian banks a refund can be sent to (Paystack's list)",
        response: { 200: envelopeSchema(bankListSchema) },
      }),
    },
    async () => ({ data: await bankListOf(banks) }),
  );

  app.get(
    '/returns/banks/resolve',
    {
      schema: schema({
        querystring: resolveAccountQuerySchema,
        tags,
        auth: true,
        summary:
          "The account holder's name for a bank and account number (Paystack's account resolution), for a return being asked for on the caller's own order refunded by transfer; a few checks per return, limited per account and client address (429)",
        response: { 200: envelopeSchema(resolvedAccountSchema) },
      }),
    },
    async (request) => {
      const { order_id: orderId, bank_code: bankCode, account_number: accountNumber } = request.query;
      const open = await transferReturnOpen(db, request.user.id, orderId);
      await countLookup(request, {
        key: `bank-lookups-return:${orderId}:${open.returnNumber}`,
        windowMs: Math.max(1000, open.closes.getTime() - Date.now()),
      });
      const found = await resolve(bankCode, accountNumber);
      return {
        data: {
          bank_code: found.bankCode,
          account_number: found.accountNumber,
          account_name: found.accountName,
        },
      };
    },
  );

  app.post(
    '/orders/:orderId/returns',
    {
      schema: schema({
        params: v.object({ orderId: idSchema }),
        body: createReturnSchema,
        tags,
        auth: true,
        summary:
          'Return lines of a delivered order within the return window: lines and quantities, a reason, and for an order not paid online the bank account the refund goes to',
        response: { 201: envelopeSchema(orderSchema) },
      }),
    },
    async (request, reply) => {
      const { orderId } = request.params;
      const order = await loadOwnOrder(db, request.user.id, orderId);
      const bankAccount = order.payment_method !== 'pay_now' ? request.body.bank_account : undefined;
      let account: ResolvedAccount | null = null;
      if (bankAccount) {
        // Checked before Paystack is asked, and counted like the dialog's checks (not against the return's own).
        await transferReturnOpen(db, request.user.id, orderId);
        await countLookup(request);
        account = await resolve(bankAccount.bank_code, bankAccount.account_number);
      }
      await requestReturn(fastify.jobs, db, request.user.id, orderId, request.body, account);
      return reply.status(201).send({ data: await loadOwnOrder(db, request.user.id, orderId) });
    },
  );

  app.get(
    '/returns/:id',
    {
      schema: schema({
        params: v.object({ id: idSchema }),
        tags,
        auth: true,
        summary: "One of the caller's returns",
        response: { 200: envelopeSchema(orderReturnSchema) },
      }),
    },
    async (request) => ({ data: await loadOwnReturn(db, request.user.id, request.params.id) }),
  );

  app.post(
    '/returns/:id/photos',
    {
      schema: schema({
        params: v.object({ id: idSchema }),
        tags,
        auth: true,
        summary: `Add a photo to a return waiting for the shop (multipart: file); JPEG, PNG, WebP or GIF up to 5 MB, at most ${MAX_RETURN_PHOTOS}. Kept without its metadata, shown only to the shopper and admins`,
        response: { 201: envelopeSchema(orderReturnSchema) },
      }),
    },
    async (request, reply) => {
      const returnId = request.params.id;
      await photoSlot(db, request.user.id, returnId);
      const { ext, picture } = await readPictureUpload(request, 'photo');
      // Only the original (re-encoded without metadata) is kept: a return photo is seen by few, at one size.
      const path = `returns/${returnId}-${randomBytes(8).toString('hex')}.${ext}`;
      const written = await writePicture(photoDir, path, { original: picture.original, variants: [] });
      try {
        await addReturnPhoto(db, request.user.id, returnId, path);
      } catch (error) {
        await removePictureFiles(photoDir, written);
        throw error;
      }
      return reply.status(201).send({ data: await loadOwnReturn(db, request.user.id, returnId) });
    },
  );

  app.get(
    '/returns/:id/photos/:photoId',
    {
      schema: schema({
        params: v.object({ id: idSchema, photoId: idSchema }),
        tags,
        auth: true,
        summary: 'A photo of a return, for its shopper or an admin (the file itself)',
        response: { 404: apiErrorBodySchema },
      }),
    },
    async (request, reply) => {
      const path = await returnPhotoPath(db, request.params.id, request.params.photoId, {
        id: request.user.id,
        admin: request.user.role === 'ADMIN',
      });
      if (!path) throw notFound('Photo not found.');
      let content: Buffer;
      try {
        content = await readFile(uploadFile(photoDir, path));
      } catch {
        throw notFound('Photo not found.');
      }
      const ext = path.split('.').pop() ?? '';
      const typeOf: Record<string, string> = {
        jpg: 'image/jpeg',
        png: 'image/png',
        gif: 'image/gif',
        webp: 'image/webp',
      };
      return reply
        .header('content-type', typeOf[ext] ?? 'application/octet-stream')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(content);
    },
  );
};

export default returnsRoutes;
