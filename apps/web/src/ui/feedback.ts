import type { NotificationInstance } from 'antd/es/notification/interface';

/** Toasts sit at the top right and stay 1500 ms (spec §9); warnings from the server stay 10 s. */
export const TOAST_MS = 1500;
export const WARNING_MS = 10_000;

let notifier: NotificationInstance | null = null;

/** The shell hands over antd's notification API once it is mounted. */
export function setNotifier(instance: NotificationInstance): void {
  notifier = instance;
}

export const getNotifier = (): NotificationInstance | null => notifier;

export const toast = {
  success: (text: string) => notifier?.success({ title: text, placement: 'topRight', duration: TOAST_MS / 1000 }),
  error: (text: string) => notifier?.error({ title: text, placement: 'topRight', duration: TOAST_MS / 1000 }),
  warning: (text: string, duration = WARNING_MS) =>
    notifier?.warning({ title: text, placement: 'topRight', duration: duration / 1000 }),
};
