/**
 * The page's only script: it starts the app once the browser has painted the sign-in backdrop of
 * index.html, so the first paint never waits for the app's JavaScript to download and run.
 *
 * The app's largest libraries are evaluated one per task, with the main thread given back between
 * them: evaluating the whole module graph at once was one long task that a phone could not answer a
 * tap during. The bytes are the same; only the work is cut into pieces.
 */
const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

requestAnimationFrame(() =>
  requestAnimationFrame(async () => {
    // The app's own modules (or react-dom's small client entry), never a library's whole namespace, which
    // would keep the build from leaving out what the app does not use.
    await import('react-dom/client');
    await pause();
    await import('./app/i18n');
    await pause();
    await import('./main');
  }),
);
