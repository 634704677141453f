import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // core is pure (architecture §1: no I/O), so its unused exports, zod schemas included, can be dropped.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]core[\\/]src[\\/]/.test(id) },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' } },
});
