/** Entry of the bench's baseline: a bare react-admin app, mounted the way react-admin's Vite template does it. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
