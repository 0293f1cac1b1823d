import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
const pages = process.argv.slice(2);
for (const spec of pages) {
  const [path, width, lang] = spec.split(',');
  const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, locale: lang || 'en-NG' });
  const page = await context.newPage();
  const logs = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(m.type() + ': ' + m.text().slice(0, 300)); });
  page.on('pageerror', (e) => logs.push('pageerror: ' + e.message));
  await page.goto('http://localhost:7600' + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2500);
  // Close the sign-in dialog if open, to see the page.
  await page.keyboard.press('Escape');
  await page.waitForTimeout(500);
  const name = `/tmp/shots/${path.replace(/\//g, '_') || 'home'}-${width}${lang ? '-' + lang : ''}.png`;
  await page.screenshot({ path: name, fullPage: false });
  console.log(name, JSON.stringify(logs));
  await context.close();
}
await browser.close();
