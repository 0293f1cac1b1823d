// `npm run bench:pictures`: what a phone downloads in pictures. Uploads a phone's photo (a 3,000 px JPEG of about
// 2.2 MB, drawn by sharp: see phone-photo.mjs for what it is made of) to each of the first 24 products of /products, in
// place of their drawings, then opens the first screen of /products and a product page at 375 px (2 device pixels per
// CSS pixel) in Chromium and adds up the bytes of the pictures on that screen: as the shop sends them now (srcset,
// AVIF), with `Save-Data: on`, and what the same pictures weighed as uploaded, which the shop sent to every screen
// before it made variants. Bytes do not depend on the machine's load, so one run is as good as many (BENCH_RUNS, 1);
// records its section of docs/benchmarks.md unless --no-write. Its shop listens on BENCH_PORT_BASE + 200 to + 210
// (BENCH_PORT_BASE defaults to 5300).
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { median } from '../lib/stats.mjs';
import { phonePhoto } from './phone-photo.mjs';
import { load, machine, recordSection } from '../lib/record.mjs';
import { chromeFlags, chromePath, startShop } from '../lib/shop-server.mjs';

const { values: args } = parseArgs({
  options: {
    'no-write': { type: 'boolean', default: false },
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '1' },
  },
});
const RUNS = Math.max(1, Number(args.runs));
const PRODUCTS = 24;
const KB = 1024;
export const BUDGET = { kb: 150, saveDataKb: 60 };
const ADMIN = { email: 'admin@kasuwa.test', password: process.env.ADMIN_PASSWORD || 'KasuwaAdmin1' };

async function api(baseURL, url, init = {}) {
  const response = await fetch(`${baseURL}${url}`, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: HTTP ${response.status}`);
  return response.json();
}

/** Gives each of the first products of the listing a photo as its only picture; answers each upload's bytes by path. */
async function uploadPhotos(baseURL) {
  const { data } = await api(baseURL, '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const authorization = `Bearer ${data.access}`;
  const listing = await api(baseURL, `/api/products?page_size=${PRODUCTS}`);
  const uploaded = new Map();
  for (const [index, product] of listing.data.results.entries()) {
    const photo = await phonePhoto(index);
    const form = new FormData();
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), `IMG_${1000 + index}.jpg`);
    // In place of its drawings: a real shop's products have photos, and a card shows a product's first picture.
    const { data: detail } = await api(baseURL, `/api/admin/products/${product.id}`, {
      headers: { authorization },
    });
    for (const image of detail.images)
      await api(baseURL, `/api/admin/products/${product.id}/images/${image.id}`, {
        method: 'DELETE',
        headers: { authorization },
      });
    const answer = await api(baseURL, `/api/admin/products/${product.id}/images`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    uploaded.set(answer.data.url.replace('/api/uploads/', ''), photo.length);
  }
  return { uploaded, productId: listing.data.results[0].id };
}

/** Picture bytes a page downloads until the network is idle, and the bytes the same pictures had as uploaded. */
async function measure(browser, url, { saveData, uploaded }) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {},
  });
  const page = await context.newPage();
  const pictures = [];
  page.on('requestfinished', async (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/images/') && !url.pathname.startsWith('/api/uploads/')) return;
    const sizes = await request.sizes();
    pictures.push({
      path: url.pathname.replace(/^\/api\/(images|uploads)\//, ''),
      asked: `${url.searchParams.get('w') ?? 'as stored'}${url.searchParams.has('format') ? ` ${url.searchParams.get('format')}` : ''}`,
      bytes: sizes.responseBodySize,
    });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // The first screen: the pictures any part of which is inside the first 740 px.
  const visible = new Set(
    await page.evaluate(() =>
      [...document.querySelectorAll('main img')]
        .filter((img) => img.getBoundingClientRect().top < window.innerHeight && img.currentSrc)
        .map((img) => new URL(img.currentSrc).pathname.replace(/^\/api\/(images|uploads)\//, '')),
    ),
  );
  await context.close();
  const firstScreen = pictures.filter((picture) => visible.has(picture.path));
  const sum = (list, bytesOf) => list.reduce((total, picture) => total + bytesOf(picture), 0);
  const asked = new Map();
  for (const picture of firstScreen) asked.set(picture.asked, (asked.get(picture.asked) ?? 0) + 1);
  return {
    // A picture fetched twice (at two widths, say) is counted twice: fetches, not pictures.
    fetches: firstScreen.length,
    asked: [...asked].map(([what, times]) => `${times} × ${what}`).join(', '),
    bytes: sum(firstScreen, (picture) => picture.bytes),
    asUploaded: sum(firstScreen, (picture) => uploaded.get(picture.path) ?? picture.bytes),
    count: visible.size,
    allBytes: sum(pictures, (picture) => picture.bytes),
    allCount: pictures.length,
  };
}

const shop = await startShop({ base: Number(process.env.BENCH_PORT_BASE || 5300) + 200 });
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
const rows = [];
let photoKb = 0;
try {
  console.log(`machine: ${machine()}`);
  const { uploaded, productId } = await uploadPhotos(shop.baseURL);
  photoKb = median([...uploaded.values()]) / KB;
  // The variants of the last uploads are written before their answers: nothing to wait for.
  for (const [name, url] of [
    ['/products', '/products'],
    ['a product page', `/products/${productId}`],
  ]) {
    const runs = { now: [], saveData: [], asUploaded: [], count: [], fetches: [], all: [], allCount: [] };
    let asked = '';
    for (let run = 0; run < RUNS; run++) {
      const now = await measure(browser, `${shop.baseURL}${url}`, { saveData: false, uploaded });
      const saving = await measure(browser, `${shop.baseURL}${url}`, { saveData: true, uploaded });
      runs.now.push(now.bytes);
      runs.asUploaded.push(now.asUploaded);
      runs.saveData.push(saving.bytes);
      runs.count.push(now.count);
      runs.fetches.push(now.fetches);
      asked = now.asked;
      runs.all.push(now.allBytes);
      runs.allCount.push(now.allCount);
    }
    const row = {
      name,
      count: median(runs.count),
      fetches: median(runs.fetches),
      asked,
      now: median(runs.now) / KB,
      saveData: median(runs.saveData) / KB,
      asUploaded: median(runs.asUploaded) / KB,
      all: median(runs.all) / KB,
      allCount: median(runs.allCount),
    };
    rows.push(row);
    console.log(
      `${name.padEnd(15)} first screen ${row.count} pictures in ${row.fetches} fetches (${row.asked}): ${row.now.toFixed(1)} KB, with Save-Data ${row.saveData.toFixed(1)} KB, as uploaded ${row.asUploaded.toFixed(1)} KB; by network idle ${row.allCount} pictures, ${row.all.toFixed(1)} KB   [load ${load()}]`,
    );
  }
} finally {
  await browser.close();
  await shop.stop();
}

const over = rows.flatMap((row) => [
  ...(row.now > BUDGET.kb ? [`${row.name}: ${row.now.toFixed(1)} KB > ${BUDGET.kb} KB`] : []),
  ...(row.saveData > BUDGET.saveDataKb
    ? [`${row.name} with Save-Data: ${row.saveData.toFixed(1)} KB > ${BUDGET.saveDataKb} KB`]
    : []),
]);
for (const line of over) console.error(`over budget: ${line}`);

if (!args['no-write']) {
  const MARK_START = '<!-- npm run bench:pictures: start -->';
  const MARK_END = '<!-- npm run bench:pictures: end -->';
  await recordSection(
    [
      MARK_START,
      '## Pictures on a phone (`npm run bench:pictures`)',
      '',
      `The first 24 products of \`/products\` each get a 3,000 px phone photo in place of their drawings (JPEGs of quality 94 that sharp draws: a product on a wooden table against a plastered wall, with a printed cloth, fractal wood grain and sensor grain, as \`bench/front/phone-photo.mjs\` says; ${photoKb.toFixed(0)} KB each on the median); then the bytes of the pictures on the first screen (740 px) of \`/products\` and of a product page, at 375 px and 2 device pixels per CSS pixel, and of every picture fetched until the network is idle (lazy pictures near the screen included). "As uploaded" is what the same pictures weighed as stored, which every screen got before pictures had variants. Budgets: ${BUDGET.kb} KB, and ${BUDGET.saveDataKb} KB with \`Save-Data: on\`.`,
      '',
      `- Date: ${new Date().toISOString()}`,
      `- Machine: ${machine()}`,
      RUNS > 1 ? `- Median of ${RUNS} runs` : '- One run: bytes do not depend on the machine or its load',
      '',
      '| page | first-screen pictures | their fetches (width asked, format) | KB now | KB with Save-Data | KB as uploaded | by network idle: pictures, KB |',
      '| --- | ---: | --- | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (row) =>
          `| ${row.name} | ${row.count} | ${row.fetches}: ${row.asked} | ${row.now.toFixed(1)} | ${row.saveData.toFixed(1)} | ${row.asUploaded.toFixed(1)} | ${row.allCount}, ${row.all.toFixed(1)} |`,
      ),
      MARK_END,
    ].join('\n'),
    MARK_START,
    MARK_END,
  );
}
if (over.length > 0) process.exit(1);
