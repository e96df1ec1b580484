import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API = process.env.HARMONY_API_URL ?? 'http://localhost:3000';

/** In dev the SPA and the API are one origin through this proxy, as they are in production (the API serves dist). */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API },
      // Only the POST is the API; a GET of /login is the sign-in screen of the SPA.
      '/login': { target: API, bypass: (req) => (req.method === 'POST' ? undefined : '/index.html') },
      '/logout': { target: API },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
});
