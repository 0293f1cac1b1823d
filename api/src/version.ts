import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_DIR } from './db/client.js';

/**
 * The shop's version, which GET /api/health reports: the root package.json's, the newest section of CHANGELOG.md
 * (each version that landed is tagged `v<version>`).
 */
export const SHOP_VERSION = (
  JSON.parse(readFileSync(join(API_DIR, '..', 'package.json'), 'utf8')) as { version: string }
).version;
