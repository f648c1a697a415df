import { Modal, message, notification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useEffect } from 'react';

export type Feedback = { modal: HookAPI; message: MessageInstance; notification: NotificationInstance };

/** antd's modal, message and notification hooks with their holders; AppFeedback loads this when a screen first asks. */
export default function FeedbackHost({ onReady }: { onReady: (feedback: Feedback) => void }) {
  const [modalApi, modalHolder] = Modal.useModal();
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification({ placement: 'topRight' });
  useEffect(
    () => onReady({ modal: modalApi, message: messageApi, notification: notificationApi }),
    [modalApi, messageApi, notificationApi, onReady],
  );
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
