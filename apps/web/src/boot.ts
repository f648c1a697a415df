/**
 * The page's only script: it starts the app once the browser has painted the sign-in backdrop of
 * index.html, so the first paint never waits for the app's JavaScript to download and run.
 */
requestAnimationFrame(() =>
  requestAnimationFrame(() => {
    void import('./main');
  }),
);
