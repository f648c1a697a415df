import type { CardPaymentStatus } from '@site/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<CardPaymentStatus, string> = { success: 'green', failed: 'red', refunded: 'orange' };

/** Başarılı / Başarısız / İade as a coloured tag. */
export function CardPaymentStatusTag({ status }: { status: CardPaymentStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`cardPayments.statuses.${status}`)}</Tag>;
}
