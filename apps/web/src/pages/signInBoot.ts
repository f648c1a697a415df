import '../styles.css';
import { common } from '../locales/tr/common';
import { shell } from '../locales/tr/shell';
import { handOverSession } from '../session/handOver';
import { mountSignIn, type SignInTab, safeRedirect, signInTextsOf } from './signInView';

const messages: Record<string, unknown> = { ...common, ...shell };

/** A message of the Turkish set by its key ('auth.email'). */
function turkish(key: string): string {
  let node: unknown = messages;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : key;
}

function tabOf(pathname: string): SignInTab | null {
  return pathname === '/login' ? 'login' : pathname === '/register' ? 'register' : null;
}

/**
 * The sign-in of a first visit, shown before React and the app are loaded: the phone answers its taps at
 * once, and the app (`start`) is loaded once the sign-in is left (signed in, or a link followed), with the
 * session handed over. Typing in it starts loading the app's libraries (`prepare`), so they are on hand by
 * the time the user signs in.
 */
export function showSignIn(root: HTMLElement, prepare: () => Promise<unknown>, start: () => Promise<void>): void {
  const texts = signInTextsOf(turkish);
  let unmount: (() => void) | null = null;

  const leave = () => {
    window.removeEventListener('popstate', show);
    root.removeEventListener('input', prepareOnce);
    void start();
  };
  const navigate = (to: string) => {
    window.history.pushState(null, '', to);
    show();
  };
  function show() {
    const tab = tabOf(window.location.pathname);
    // Another page: the sign-in stays on screen until the app's first render replaces it.
    if (!tab) return leave();
    unmount?.();
    unmount = mountSignIn(root, {
      tab,
      search: window.location.search,
      texts,
      navigate,
      onSignedIn: (payload) => {
        handOverSession(payload);
        const redirect = safeRedirect(new URLSearchParams(window.location.search).get('redirect'));
        window.history.replaceState(null, '', redirect);
        // The form stays on screen until the app's first render replaces it.
        leave();
      },
    });
  }
  function prepareOnce() {
    root.removeEventListener('input', prepareOnce);
    void prepare();
  }

  window.addEventListener('popstate', show);
  root.addEventListener('input', prepareOnce);
  show();
}
