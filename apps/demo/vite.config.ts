import { defineConfig } from 'vite';
import { appConfig, codePlugins } from '../shell/vite-plugins/index.ts';
import { demoSite } from './demoSite.ts';

// The shell on the mock backend in the browser, as a static site any host serves from any base.
export default defineConfig(({ mode }) => {
  const app = appConfig(mode);
  return {
    ...app,
    // msw, its handlers and the demo shop: one file the demo needs before anything else.
    build: { ...app.build, chunkSizeWarningLimit: 1024 },
    plugins: [codePlugins(), demoSite()],
    server: { port: 5173 },
  };
});
