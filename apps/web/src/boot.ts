/**
 * The page's only script: it starts the app once the browser has painted the sign-in backdrop of
 * index.html, so the first paint never waits for the app's JavaScript to download and run.
 *
 * A first visit to /login or /register shows the sign-in without React (`pages/signInBoot.ts`) and starts the
 * app when the user leaves it. The app's largest libraries are evaluated one per task, with the main thread
 * given back between them: evaluating the whole module graph at once was one long task that a phone could
 * not answer a tap during. The bytes are the same; only the work is cut into pieces.
 */
import { storage } from './session/storage';

const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

// The app's own modules (or react-dom's small client entry), never a library's whole namespace, which would
// keep the build from leaving out what the app does not use.
const loadReactDom = () => import('react-dom/client');

async function startApp(): Promise<void> {
  await loadReactDom();
  await pause();
  await import('./app/i18n');
  await pause();
  await import('./main');
}

/** A first visit to the sign-in: no session yet, and the Turkish the sign-in has without the app's messages. */
function signInFirst(): boolean {
  const language = storage.get('language');
  return (
    ['/login', '/register'].includes(window.location.pathname) &&
    !storage.get('token') &&
    (!language || language === 'tr')
  );
}

requestAnimationFrame(() =>
  requestAnimationFrame(async () => {
    if (!signInFirst()) return startApp();
    const { showSignIn } = await import('./pages/signInBoot');
    showSignIn(document.getElementById('root') as HTMLElement, loadReactDom, startApp);
  }),
);
