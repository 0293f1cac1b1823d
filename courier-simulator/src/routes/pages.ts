import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import { formatDateTime } from 'shared-contracts/dates';
import { formatPlainNaira } from 'shared-contracts/money';
import { isObject } from '../http.js';
import { FINAL_STAGES, targetOf } from '../lifecycle.js';
import { STAGE_LABELS, statusOf, trackingUrlOf, waybillUrlOf } from '../serializers.js';
import { SHIPMENT_ACTIONS, WEBHOOK_MODES, type Shipment, type ShipmentAction } from '../types.js';
import { waybillPdf } from '../waybill.js';
import type { RouteContext } from './context.js';
import { controlsFrom } from './controls.js';

const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1b1f24; }
  main { max-width: 960px; margin: 0 auto; padding: 16px; }
  .banner { background: #fff4ce; border: 1px solid #e0b400; border-radius: 8px; padding: 8px 12px; font-weight: 600; }
  h1 { font-size: 1.4rem; } h2 { font-size: 1.05rem; margin: 0; overflow-wrap: anywhere; }
  .shipment, .controls { background: #fff; border: 1px solid #e3e6e9; border-radius: 8px; padding: 12px; margin: 12px 0; }
  .head { display: flex; flex-wrap: wrap; gap: 8px; align-items: baseline; justify-content: space-between; }
  .stage { border-radius: 999px; padding: 2px 10px; font-size: .85rem; font-weight: 600; background: #e8eef7; color: #0b3a75; }
  .stage.completed { background: #e6f4ea; color: #0b5a2b; } .stage.cancelled, .stage.returned { background: #eee; color: #444; }
  .stage.failed_attempt { background: #fdecea; color: #8a1c14; }
  .meta { margin: 6px 0; color: #444; font-size: .92rem; overflow-wrap: anywhere; }
  ol { padding-left: 20px; margin: 8px 0; } li { margin: 2px 0; } time { color: #555; font-size: .85rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 8px; }
  button { padding: 10px 14px; border-radius: 8px; border: 1px solid #0b7a3b; background: #0b7a3b; color: #fff;
           font-size: .95rem; cursor: pointer; }
  button.secondary { background: #fff; color: #1b1f24; border-color: #c7ccd1; }
  button.danger { background: #fff; color: #8a1c14; border-color: #d9a19c; }
  .links a { margin-right: 12px; } a { color: #0b5cad; }
  .controls label { display: inline-flex; gap: 6px; align-items: center; margin: 4px 12px 4px 0; }
  .controls input[type=number] { width: 7em; padding: 6px; }
  code { overflow-wrap: anywhere; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Kasuwa courier simulator (development)</title>
<style>${STYLE}</style></head>
<body><main><p class="banner" role="note">Development only: a stand-in for Shipbubble. No parcel moves and no courier is paid.</p>
${body}</main></body></html>`;
}

const BUTTONS: Record<ShipmentAction, { label: (shipment: Shipment) => string; className: string }> = {
  next: {
    label: (shipment) => {
      const target = targetOf(shipment, 'next');
      return target ? `Next: ${STAGE_LABELS[target]}` : 'Next';
    },
    className: '',
  },
  failed_attempt: { label: () => 'Failed delivery attempt', className: 'danger' },
  returned: { label: () => 'Returned to sender', className: 'secondary' },
  cancel: { label: () => 'Cancel', className: 'secondary' },
};

/** One shipment: where it is, its history with times in WAT, and the buttons that move it from there. */
function shipmentCard(shipment: Shipment, back: 'list' | 'tracking'): string {
  const { quote, rate } = shipment;
  const id = escapeHtml(shipment.orderId);
  const actions = SHIPMENT_ACTIONS.filter((action) => targetOf(shipment, action) !== null);
  const buttons = actions
    .map((action) => {
      const button = BUTTONS[action];
      return `<button name="action" value="${action}" class="${button.className}">${escapeHtml(button.label(shipment))}</button>`;
    })
    .join('');
  const history = shipment.history
    .map(
      (step) =>
        `<li>${escapeHtml(STAGE_LABELS[step.stage])} <time datetime="${escapeHtml(step.datetime)}">${escapeHtml(formatDateTime(step.datetime))}</time></li>`,
    )
    .join('');
  return `<section class="shipment" id="${id}">
<div class="head"><h2>${id} · ${escapeHtml(shipment.courier.name)}</h2><span class="stage ${shipment.stage}">${escapeHtml(STAGE_LABELS[shipment.stage])}</span></div>
<p class="meta">Tracking <code>${escapeHtml(shipment.trackingCode)}</code> · status <code>${statusOf(shipment.stage)}</code> · ${escapeHtml(quote.sender.state)} → ${escapeHtml(quote.receiver.state)} · ${escapeHtml(quote.weight.toFixed(2))} kg · ${escapeHtml(formatPlainNaira(rate.total))}</p>
<p class="meta">To ${escapeHtml(quote.receiver.name)}, ${escapeHtml(quote.receiver.phone)}</p>
<ol>${history}</ol>
${
  FINAL_STAGES.includes(shipment.stage)
    ? ''
    : `<form method="post" action="/shipments/${encodeURIComponent(shipment.orderId)}"><input type="hidden" name="back" value="${back}"><div class="actions">${buttons}</div></form>`
}
<p class="links"><a href="${escapeHtml(waybillUrlOf(shipment))}">Label (PDF)</a>${
    back === 'list'
      ? `<a href="${escapeHtml(trackingUrlOf(shipment))}">Tracking page</a>`
      : '<a href="/">All shipments</a>'
  }</p>
</section>`;
}

/** The form that sets how webhooks go out and how the API answers. */
function controlsForm(context: RouteContext): string {
  const { mode, delayMs, latencyMs, down } = context.store.controls;
  const options = WEBHOOK_MODES.map(
    (one) => `<option value="${one}"${one === mode ? ' selected' : ''}>${one}</option>`,
  ).join('');
  return `<details class="controls"${mode !== 'normal' || latencyMs > 0 || down ? ' open' : ''}><summary>Test controls: webhooks ${escapeHtml(mode)}, API ${down ? 'down' : latencyMs > 0 ? `slow (${latencyMs} ms)` : 'up'}</summary>
<form method="post" action="/controls">
<label>Webhooks <select name="webhook_mode">${options}</select></label>
<label>Delay (ms) <input type="number" name="delay_ms" min="0" max="120000" value="${delayMs}"></label>
<label>API latency (ms) <input type="number" name="latency_ms" min="0" max="120000" value="${latencyMs}"></label>
<input type="hidden" name="down" value="false">
<label><input type="checkbox" name="down" value="true"${down ? ' checked' : ''}> API down (503)</label>
<div class="actions"><button>Save</button></div>
</form></details>`;
}

/**
 * The simulator's pages: every shipment newest first with buttons that move it, one shipment's tracking page, the
 * forms behind the buttons (they POST and redirect, so no JavaScript is needed), the labels as PDF and the couriers'
 * logos.
 */
export function registerPages(app: FastifyInstance, context: RouteContext): void {
  const { store, lifecycle } = context;

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/v1/')) return;
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'no-store');
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  });

  app.get('/', async (_request, reply) => {
    const shipments = store.newestFirst();
    const body =
      shipments.length === 0
        ? `<h1>No shipments yet</h1><p>The shop books them through Shipbubble's API (<code>POST /v1/shipping/labels</code>); each appears here with buttons that move it along.</p>`
        : `<h1>${shipments.length} shipment${shipments.length === 1 ? '' : 's'}, newest first</h1>${shipments.map((one) => shipmentCard(one, 'list')).join('\n')}`;
    return reply.type('text/html; charset=utf-8').send(page('Shipments', controlsForm(context) + body));
  });

  app.get<{ Params: { order_id: string } }>('/orders/tracking/:order_id', async (request, reply) => {
    const shipment = store.shipments.get(request.params.order_id);
    if (!shipment)
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(
          page('Not found', '<h1>No shipment has that order id</h1><p><a href="/">All shipments</a></p>'),
        );
    return reply
      .type('text/html; charset=utf-8')
      .send(page(`Tracking ${shipment.orderId}`, shipmentCard(shipment, 'tracking')));
  });

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      const params = new URLSearchParams(String(body));
      // A checkbox sends its value after the hidden field of the same name: the last one wins.
      done(null, Object.fromEntries([...params.keys()].map((key) => [key, params.getAll(key).at(-1)])));
    },
  );

  app.post<{ Params: { order_id: string } }>('/shipments/:order_id', async (request, reply) => {
    const shipment = store.shipments.get(request.params.order_id);
    if (!shipment)
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(page('Not found', '<h1>No such shipment</h1>'));
    const form = isObject(request.body) ? request.body : {};
    const action = SHIPMENT_ACTIONS.find((one) => one === form.action);
    // A button pressed on a page that was already out of date does nothing: the page shows where the parcel is now.
    if (action) lifecycle.act(shipment, action);
    const to =
      form.back === 'tracking'
        ? `/orders/tracking/${encodeURIComponent(shipment.orderId)}`
        : `/#${encodeURIComponent(shipment.orderId)}`;
    return reply.redirect(to, 303);
  });

  app.post('/controls', async (request, reply) => {
    const controls = controlsFrom(isObject(request.body) ? request.body : {}, store.controls);
    if (typeof controls === 'string')
      return reply
        .status(400)
        .type('text/html; charset=utf-8')
        .send(
          page('Not saved', `<h1>Not saved</h1><p>${escapeHtml(controls)}</p><p><a href="/">Back</a></p>`),
        );
    store.controls = controls;
    return reply.redirect('/', 303);
  });

  app.get<{ Params: { file: string } }>('/waybills/:file', async (request, reply) => {
    const orderId = request.params.file.replace(/\.pdf$/, '');
    const shipment = store.shipments.get(orderId);
    if (!shipment) return reply.status(404).type('text/plain').send('No label with that order id');
    shipment.waybill ??= await waybillPdf(shipment);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${shipment.orderId}.pdf"`)
      .send(Buffer.from(shipment.waybill));
  });

  /** A courier's logo (`courier_image`): its initials on a colour of its own. */
  app.get<{ Params: { file: string } }>('/couriers/:file', async (request, reply) => {
    const id = request.params.file.replace(/\.svg$/, '');
    if (!/^[a-z_-]{2,30}$/.test(id)) return reply.status(404).type('text/plain').send('No such courier');
    const hue = [...id].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 360;
    const initials = escapeHtml(id.replace(/[_-]/g, '').slice(0, 2).toUpperCase());
    return reply
      .type('image/svg+xml')
      .send(
        `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="hsl(${hue},55%,38%)"/><text x="32" y="41" font-family="sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
      );
  });
}
