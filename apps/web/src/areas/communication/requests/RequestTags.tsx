import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { keyUnder } from '../../../locales/keys';

const STATUS_COLORS: Record<number, string> = {
  1: 'blue',
  2: 'purple',
  3: 'gold',
  4: 'green',
  5: 'default',
  6: 'red',
};
const PRIORITY_COLORS: Record<number, string> = { 1: 'default', 2: 'blue', 3: 'orange', 4: 'red' };

/** A status or priority as a coloured tag. */
export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(keyUnder('communication.requests.statuses', status))}</Tag>;
}

export function PriorityTag({ priority }: { priority: number }) {
  const { t } = useTranslation();
  return <Tag color={PRIORITY_COLORS[priority]}>{t(keyUnder('communication.requests.priorities', priority))}</Tag>;
}
