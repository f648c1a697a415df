import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import trTR from 'antd/es/locale/tr_TR';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import { StrictMode, startTransition, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { AppFeedback } from './app/AppFeedback';
import './app/i18n';
import { createRouter } from './app/router';
// antd's styles as one static stylesheet (zeroRuntime below): no component computes its CSS in the browser.
import 'antd/dist/antd.css';
import './styles.css';

dayjs.locale('tr');

/**
 * The brand colour, and text and link colours dark enough for WCAG AA contrast (4.5:1) on white: antd's
 * secondary text (#8c8c8c) and default link blue (#1677ff) fall short. They reach antd's static stylesheet
 * as CSS variables; generating every component's CSS at run time cost a phone about 200 ms on the first
 * screen.
 */
const THEME = {
  zeroRuntime: true,
  token: {
    colorPrimary: '#1f5fa8',
    colorLink: '#1f5fa8',
    colorError: '#cf1322',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  },
};

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

function Root() {
  const { i18n } = useTranslation();
  const [router] = useState(createRouter);
  useEffect(() => {
    document.documentElement.lang = i18n.language;
    dayjs.locale(i18n.language === 'tr' ? 'tr' : 'en');
  }, [i18n.language]);
  return (
    <ConfigProvider locale={i18n.language === 'tr' ? trTR : enUS} theme={THEME}>
      <AppFeedback>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppFeedback>
    </ConfigProvider>
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
