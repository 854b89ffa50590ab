import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.PRINTFLOOR_API ?? 'http://localhost:5005';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 8888,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/swagger': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
});
