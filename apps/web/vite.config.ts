import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.PRINTFLOOR_API ?? 'http://localhost:5005';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 8888,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
      '/swagger': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // The shared contract package is declarations only (constants, schemas, tables): let unused
      // parts (zod schemas, resource declarations) drop out of the login page bundle.
      treeshake: { moduleSideEffects: (id: string) => !/packages[\\/]contract[\\/]/.test(id) },
    },
  },
});
