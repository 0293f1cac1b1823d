import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { envelopeSchema, idParamsSchema, paginatedSchema } from 'shared-contracts/schemas/common';
import {
  adminSettingsSchema,
  deliveryZoneSchema,
  holidayInputSchema,
  publicHolidaySchema,
  paymentWaysInputSchema,
  pickupStationSchema,
  productVatInputSchema,
  settingsChangeSchema,
  settingsHistoryQuerySchema,
  shopDetailsInputSchema,
  stationInputSchema,
  vatClassInputSchema,
  vatRateInputSchema,
  zoneInputSchema,
  zoneStateInputSchema,
} from 'shared-contracts/schemas/settings';
import { VAT_CLASSES } from 'shared-contracts/schemas/orders';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { adminSettings } from '../admin-settings.js';
import { settingsHistoryPage } from '../history.js';
import { addHoliday, removeHoliday } from '../holidays.js';
import { updatePaymentWays } from '../payment-ways.js';
import { updateShopDetails } from '../shop.js';
import { createStation, updateStation } from '../stations.js';
import { setCategoryVat, setProductVat, updateVatRate } from '../vat.js';
import { createZone, deleteZone, moveState, updateZone } from '../zones.js';

const tags = ['admin'];
const shopDetailsSchema = adminSettingsSchema.entries.shop;
const paymentWaysSchema = adminSettingsSchema.entries.payment_ways;

/**
 * Settings (docs/admin.md, "Settings"): shop details, delivery zones, pickup stations, VAT and payment ways.
 * Every change is kept in the history with who made it and the values before and after.
 */
const settingsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db = fastify.db;
  const payNowAvailable = () => fastify.payments !== null;

  app.get(
    '/settings',
    {
      schema: schema({
        tags,
        auth: true,
        summary: 'Every setting: shop details, VAT, payment ways, zones, stations and VAT classes',
        response: { 200: envelopeSchema(adminSettingsSchema) },
      }),
    },
    async () => ({ data: await adminSettings(db, payNowAvailable()) }),
  );

  app.put(
    '/settings/shop',
    {
      schema: schema({
        body: shopDetailsInputSchema,
        tags,
        auth: true,
        summary: 'Change the shop details (name, support email and phone, address, return window)',
        response: { 200: envelopeSchema(shopDetailsSchema) },
      }),
    },
    async (request) => ({ data: await updateShopDetails(db, request.user.id, request.body) }),
  );

  app.put(
    '/settings/vat',
    {
      schema: schema({
        body: vatRateInputSchema,
        tags,
        auth: true,
        summary: 'Change the standard VAT rate (percent)',
        response: { 200: envelopeSchema(v.object({ rate: v.number() })) },
      }),
    },
    async (request) => ({ data: { rate: await updateVatRate(db, request.user.id, request.body.rate) } }),
  );

  app.put(
    '/settings/payment-ways',
    {
      schema: schema({
        body: paymentWaysInputSchema,
        tags,
        auth: true,
        summary: 'Turn pay on delivery (and its maximum total), pay later and pay now on or off',
        response: { 200: envelopeSchema(paymentWaysSchema) },
      }),
    },
    async (request) => ({
      data: await updatePaymentWays(db, request.user.id, request.body, payNowAvailable()),
    }),
  );

  app.post(
    '/settings/zones',
    {
      schema: schema({
        body: zoneInputSchema,
        tags,
        auth: true,
        summary: 'Add a delivery zone (it holds no state until one is moved into it)',
        response: { 201: envelopeSchema(deliveryZoneSchema) },
      }),
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createZone(db, request.user.id, request.body) }),
  );

  app.put(
    '/settings/zones/:id',
    {
      schema: schema({
        params: idParamsSchema,
        body: zoneInputSchema,
        tags,
        auth: true,
        summary: 'Change a zone’s name, fee, free-delivery threshold and estimate',
        response: { 200: envelopeSchema(deliveryZoneSchema) },
      }),
    },
    async (request) => ({ data: await updateZone(db, request.user.id, request.params.id, request.body) }),
  );

  app.delete(
    '/settings/zones/:id',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        auth: true,
        summary: 'Delete an empty zone (409 while it holds a state)',
        response: { 200: envelopeSchema(v.null()) },
      }),
    },
    async (request) => {
      await deleteZone(db, request.user.id, request.params.id);
      return { data: null };
    },
  );

  app.post(
    '/settings/zones/:id/states',
    {
      schema: schema({
        params: idParamsSchema,
        body: zoneStateInputSchema,
        tags,
        auth: true,
        summary: 'Move a state into this zone (out of the one it was in); answers every zone',
        response: { 200: envelopeSchema(v.array(deliveryZoneSchema)) },
      }),
    },
    async (request) => ({
      data: await moveState(db, request.user.id, request.params.id, request.body.state),
    }),
  );

  app.post(
    '/settings/holidays',
    {
      schema: schema({
        body: holidayInputSchema,
        tags,
        auth: true,
        summary: 'Add a public holiday: delivery windows skip it like a weekend',
        response: { 201: envelopeSchema(publicHolidaySchema) },
      }),
    },
    async (request, reply) =>
      reply.status(201).send({ data: await addHoliday(db, request.user.id, request.body) }),
  );

  app.delete(
    '/settings/holidays/:id',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        auth: true,
        summary: 'Remove a public holiday',
        response: { 200: envelopeSchema(v.null()) },
      }),
    },
    async (request) => {
      await removeHoliday(db, request.user.id, request.params.id);
      return { data: null };
    },
  );

  app.post(
    '/settings/stations',
    {
      schema: schema({
        body: stationInputSchema,
        tags,
        auth: true,
        summary: 'Add a pickup station',
        response: { 201: envelopeSchema(pickupStationSchema) },
      }),
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createStation(db, request.user.id, request.body) }),
  );

  app.put(
    '/settings/stations/:id',
    {
      schema: schema({
        params: idParamsSchema,
        body: stationInputSchema,
        tags,
        auth: true,
        summary: 'Change a pickup station, or close it (active: false)',
        response: { 200: envelopeSchema(pickupStationSchema) },
      }),
    },
    async (request) => ({ data: await updateStation(db, request.user.id, request.params.id, request.body) }),
  );

  app.put(
    '/settings/vat/categories/:id',
    {
      schema: schema({
        params: idParamsSchema,
        body: vatClassInputSchema,
        tags,
        auth: true,
        summary: 'Set how a category’s products are taxed: standard, zero-rated or exempt',
        response: {
          200: envelopeSchema(
            v.object({ id: v.number(), name: v.string(), vat_class: v.picklist(VAT_CLASSES) }),
          ),
        },
      }),
    },
    async (request) => ({
      data: await setCategoryVat(db, request.user.id, request.params.id, request.body.vat_class),
    }),
  );

  app.put(
    '/settings/vat/products/:id',
    {
      schema: schema({
        params: idParamsSchema,
        body: productVatInputSchema,
        tags,
        auth: true,
        summary: 'Set a product’s own VAT class, or null to follow its category',
        response: {
          200: envelopeSchema(
            v.object({ id: v.number(), name: v.string(), vat_class: v.nullable(v.picklist(VAT_CLASSES)) }),
          ),
        },
      }),
    },
    async (request) => ({
      data: await setProductVat(db, request.user.id, request.params.id, request.body.vat_class),
    }),
  );

  app.get(
    '/settings/history',
    {
      schema: schema({
        querystring: settingsHistoryQuerySchema,
        tags,
        auth: true,
        summary: 'Every change of the settings, newest first: who, when, before and after',
        response: { 200: envelopeSchema(paginatedSchema(settingsChangeSchema)) },
      }),
    },
    async (request) => ({ data: await settingsHistoryPage(db, request.query.page) }),
  );
};

export default settingsRoutes;
