import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const API = process.env.API_URL ?? 'http://127.0.0.1:8000';

// The API answers posts to the account pages' addresses; the pages themselves are the SPA's.
const pageOrApi = {
  target: API,
  bypass: (request: { method?: string; headers: { accept?: string } }) =>
    request.method === 'GET' && request.headers.accept?.includes('text/html') ? '/index.html' : undefined,
};

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  // `.br` and `.gz` beside each text file of the build, served as they are (decision 050).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' })],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The shared widgets, the API client and the language core that several screens
            // import, in one chunk: a screen's first visit fetched them as some thirty files
            // of about a kilobyte each, one round trip after another (decision 050).
            {
              name: 'shared',
              test: /[\\/]src[\\/](web[\\/](components|api|i18n)|nahuatl|contract)[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/utoaztecan/api': API,
      '/blog/api': API,
      '/api/schema': API,
      '/accounts': pageOrApi,
    },
  },
});
