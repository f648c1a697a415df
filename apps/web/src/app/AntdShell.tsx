import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import trTR from 'antd/es/locale/tr_TR';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AppFeedback } from './AppFeedback';
import { usePrefersReducedMotion } from './useNarrowScreen';
import { useVersionCheck } from './useVersionCheck';
// antd's styles as one static stylesheet (zeroRuntime below): no component computes its CSS in the browser.
import 'antd/dist/antd.css';
import './shell.css';

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

/**
 * Every screen but the sign-in: antd's theme, locale and stylesheet, the toasts and dialogs
 * (AppFeedback) and the new-version check. Loaded with the first such screen, so the sign-in
 * (`pages/LoginPage.tsx`, plain elements) starts without antd.
 */
export default function AntdShell() {
  const { i18n } = useTranslation();
  useVersionCheck();
  const reducedMotion = usePrefersReducedMotion();
  // antd's `motion` token switches off the opening and closing animations of every dialog, drawer and menu.
  const theme = useMemo(() => ({ ...THEME, token: { ...THEME.token, motion: !reducedMotion } }), [reducedMotion]);
  return (
    <ConfigProvider locale={i18n.language === 'tr' ? trTR : enUS} theme={theme}>
      <AppFeedback>
        <Outlet />
      </AppFeedback>
    </ConfigProvider>
  );
}
