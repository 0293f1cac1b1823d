import type { AppConfig } from '../config.js';

/** What the seed needs from the running app. */
export interface SeedOptions {
  config: AppConfig;
  hashPassword: (password: string) => Promise<string>;
  log: (message: string) => void;
}
