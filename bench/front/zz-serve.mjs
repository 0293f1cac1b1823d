import { startShop } from '../lib/shop-server.mjs';
const shop = await startShop({ base: 7600 });
console.log('READY', shop.baseURL);
process.on('SIGTERM', async () => { await shop.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
