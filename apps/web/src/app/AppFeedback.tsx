import AppContext, { type useAppProps } from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { ConfigContext } from 'antd/es/config-provider/context';
import { lazy, type ReactNode, Suspense, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { setNotifier } from '../ui/feedback';
import type { Feedback } from './FeedbackHost';

const FeedbackHost = lazy(() => import('./FeedbackHost'));

const MODAL_METHODS = ['info', 'success', 'error', 'warning', 'confirm'] as const;
const MESSAGE_METHODS = ['info', 'success', 'error', 'warning', 'loading', 'open', 'destroy'] as const;
const NOTIFICATION_METHODS = ['info', 'success', 'error', 'warning', 'open', 'destroy'] as const;

/**
 * What antd's `<App>` gives the screens (`App.useApp()`: notification, modal, message, and the
 * `ant-app` element with its font and colour), without putting antd's dialog, message and notification
 * code into every screen's first download: the hooks load when a screen first calls one (the first toast,
 * a `modal.confirm`), and the call then goes on (a confirm still resolves to true or false).
 */
export function AppFeedback({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const [hostWanted, setHostWanted] = useState(false);
  const [feedback] = useState(() => {
    let resolve: (value: Feedback) => void = () => undefined;
    const promise = new Promise<Feedback>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  });
  const onReady = useCallback((value: Feedback) => feedback.resolve(value), [feedback]);

  const value = useMemo(() => {
    const later =
      (pick: (f: Feedback) => (...args: never[]) => unknown) =>
      (...args: never[]) => {
        setHostWanted(true);
        return feedback.promise.then((f) => pick(f)(...args));
      };
    const modal = Object.fromEntries(MODAL_METHODS.map((m) => [m, later((f) => f.modal[m])]));
    const message = Object.fromEntries(MESSAGE_METHODS.map((m) => [m, later((f) => f.message[m])]));
    const notification = Object.fromEntries(NOTIFICATION_METHODS.map((m) => [m, later((f) => f.notification[m])]));
    return { notification, modal, message } as unknown as useAppProps;
  }, [feedback]);

  useEffect(() => setNotifier(value.notification), [value]);

  return (
    <AppContext.Provider value={value}>
      <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>
        {hostWanted && (
          <Suspense fallback={null}>
            <FeedbackHost onReady={onReady} />
          </Suspense>
        )}
        {children}
      </div>
    </AppContext.Provider>
  );
}
