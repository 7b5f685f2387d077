import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { activateLocale, startingLocale } from './lib/i18n';
import './styles.css';

// The first render needs its language's texts: its catalogue loads beside the session (preloaded by index.html).
void activateLocale(startingLocale()).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
