import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json (not served): scripts/js-budget.mjs and web/e2e/js-budget.spec.ts read the chunk graph.
    manifest: true,
    rolldownOptions: {
      // core and machines are pure (architecture §1: no I/O), so their unused exports, zod schemas and machines
      // included, can be dropped.
      // The storefront's own modules only declare things too; only stylesheets act on import. So a
      // feature's index pulls in just the parts a chunk uses (the header's search, not the listing).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/](core|machines|web)[\\/]src[\\/].*\.tsx?$/.test(id) },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' } },
});
