import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { reloadForChunkFailure } from './routes/loadChunk.ts';
import { startApp } from './shell/startup.ts';
import './ui/shell.css';

// Vite reports a failed preload of a split chunk (e.g. after a new deployment): reload (shell.md §2).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkFailure()) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
void startApp();
