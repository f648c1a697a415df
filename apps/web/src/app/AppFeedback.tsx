import AppContext, { type useAppProps } from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { ConfigContext } from 'antd/es/config-provider/context';
import useNotification from 'antd/es/notification/useNotification';
import { lazy, type ReactNode, Suspense, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { setNotifier } from '../ui/feedback';
import type { Feedback } from './FeedbackHost';

const FeedbackHost = lazy(() => import('./FeedbackHost'));

const MODAL_METHODS = ['info', 'success', 'error', 'warning', 'confirm'] as const;
const MESSAGE_METHODS = ['info', 'success', 'error', 'warning', 'loading', 'open', 'destroy'] as const;

/**
 * What antd's `<App>` gives the screens (`App.useApp()`: notification, modal, message, and the
 * `ant-app` element with its font and colour), without putting antd's dialog and message code into
 * every screen's first download. Toasts work at once; the modal and message hooks load when a screen
 * first calls one, and the call then goes on (a `modal.confirm` still resolves to true or false).
 */
export function AppFeedback({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const [notification, notificationHolder] = useNotification({ placement: 'topRight' });
  const [hostWanted, setHostWanted] = useState(false);
  const [feedback] = useState(() => {
    let resolve: (value: Feedback) => void = () => undefined;
    const promise = new Promise<Feedback>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  });
  const onReady = useCallback((value: Feedback) => feedback.resolve(value), [feedback]);

  useEffect(() => setNotifier(notification), [notification]);

  const value = useMemo(() => {
    const later =
      (pick: (f: Feedback) => (...args: never[]) => unknown) =>
      (...args: never[]) => {
        setHostWanted(true);
        return feedback.promise.then((f) => pick(f)(...args));
      };
    const modal = Object.fromEntries(MODAL_METHODS.map((m) => [m, later((f) => f.modal[m])]));
    const message = Object.fromEntries(MESSAGE_METHODS.map((m) => [m, later((f) => f.message[m])]));
    return { notification, modal, message } as unknown as useAppProps;
  }, [notification, feedback]);

  return (
    <AppContext.Provider value={value}>
      <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>
        {hostWanted && (
          <Suspense fallback={null}>
            <FeedbackHost onReady={onReady} />
          </Suspense>
        )}
        {notificationHolder}
        {children}
      </div>
    </AppContext.Provider>
  );
}
