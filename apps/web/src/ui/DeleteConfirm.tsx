import { Popconfirm } from 'antd';
import type { ReactNode } from 'react';

/** The question of `DeleteButton`, open as it mounts: loaded with the first 'Sil' a user clicks. */
export default function DeleteConfirm({
  question,
  yes,
  no,
  onConfirm,
  children,
}: {
  question: string;
  yes: string;
  no: string;
  onConfirm: () => unknown;
  children: ReactNode;
}) {
  return (
    <Popconfirm title={question} okText={yes} cancelText={no} onConfirm={onConfirm} defaultOpen>
      {children}
    </Popconfirm>
  );
}
