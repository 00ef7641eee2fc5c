import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { readConfig } from './config';
import { Providers } from './providers';
import { AppRoutes } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <Providers config={readConfig(import.meta.env)}>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>,
);
