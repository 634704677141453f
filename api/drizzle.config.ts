import { defineConfig } from 'drizzle-kit';

// Run from api/: `pnpm --filter @comptoir/api db:generate` (or `npx drizzle-kit generate`).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
