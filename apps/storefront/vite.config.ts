import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// `~/` is the app directory (features import shared code through it, never through `../../`).
const appDir = new URL('./app', import.meta.url).pathname;

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { '~': appDir } },
  // The workspace packages ship TypeScript sources: bundle them into the server build too.
  ssr: { noExternal: ['@hemma/commerce', '@hemma/api-client'] },
  server: { port: 3401 },
});
