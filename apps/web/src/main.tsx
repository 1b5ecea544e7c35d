import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app/app';
import { activateLanguage, initialLanguage } from './lib/i18n/i18n';
import './styles.css';

// zod compiles object parsers with new Function() unless told not to: the Content-Security-Policy
// allows no eval, and the attempt alone is reported as a violation.
z.config({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function render(into: HTMLElement) {
  createRoot(into).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// English renders at once; Kiswahili or French first loads its catalog (ADR-029).
const language = initialLanguage();
if (language === 'en') render(root);
else void activateLanguage(language).finally(() => render(root));
