import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { readConfig } from './config';
import { Providers } from './providers';
import { AppRoutes } from './routes';

async function start(root: HTMLElement) {
  // Demo mode (`VITE_DEMO=1`, or `vite --mode demo`): the mock backend in this browser. The
  // flag is a build-time constant, so other builds contain none of src/demo.
  const demo =
    import.meta.env.VITE_DEMO === '1' ? await (await import('./demo')).startDemo() : null;
  const config = readConfig(import.meta.env);
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter basename={import.meta.env.BASE_URL}>
        <Providers config={demo ? demo.config(config) : config}>
          <AppRoutes />
          {demo?.notice}
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
