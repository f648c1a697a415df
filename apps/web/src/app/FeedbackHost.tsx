import { Modal, message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import { useEffect } from 'react';

export type Feedback = { modal: HookAPI; message: MessageInstance };

/** antd's modal and message hooks with their holders; AppFeedback loads this when a screen first asks. */
export default function FeedbackHost({ onReady }: { onReady: (feedback: Feedback) => void }) {
  const [modalApi, modalHolder] = Modal.useModal();
  const [messageApi, messageHolder] = message.useMessage();
  useEffect(() => onReady({ modal: modalApi, message: messageApi }), [modalApi, messageApi, onReady]);
  return (
    <>
      {modalHolder}
      {messageHolder}
    </>
  );
}
