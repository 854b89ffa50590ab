import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyLanguage, loadLanguage } from './i18n/index.ts';
import './styles.css';
import { App } from './app/App.tsx';
import { useThemeConfig } from './stores/themeConfig.ts';

// A stored language other than the default loads before the first render (no zh-CN flash).
const language = useThemeConfig.getState().themeConfig.globalI18n;
void loadLanguage(language)
  .catch((error: unknown) => console.error(error))
  .then(() => {
    applyLanguage(language);
    createRoot(document.getElementById('app')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
