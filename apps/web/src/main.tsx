import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import './app/i18n';
import { createRouter } from './app/router';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

function Root() {
  const { i18n } = useTranslation();
  const [router] = useState(createRouter);
  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

// A transition renders in slices that give the browser back its main thread every few milliseconds (the
// sign-in backdrop of index.html stays on screen meanwhile), instead of one long task a slow phone feels.
const root = createRoot(document.getElementById('root') as HTMLElement);
startTransition(() =>
  root.render(
    <StrictMode>
      <Root />
    </StrictMode>,
  ),
);
