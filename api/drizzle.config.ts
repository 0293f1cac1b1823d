import { defineConfig } from 'drizzle-kit';

/** The schema is the tables of the domain modules (src/modules/<domain>/tables.ts) and those still in db/schema.ts. */

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/modules/*/tables.ts'],
  out: './migrations',
});
