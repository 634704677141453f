import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // Served by the api under /admin (api/src/platform/static-apps.ts).
  base: '/admin/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // core is pure (architecture §1: no I/O), so its unused exports, zod schemas included, can be dropped.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]core[\\/]src[\\/]/.test(id) },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/admin-api': 'http://127.0.0.1:3000' } },
});
