import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { keyUnder } from '../../../locales/keys';
import { type BatchStatus, MESSAGE_STATUS_COLORS, STATUS_COLORS } from './batchModel';

/** A batch's status: Taslak, Zamanlandı, Gönderiliyor, Tamamlandı, İptal edildi. */
export function BatchStatusTag({ status }: { status: BatchStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="batch-status">
      {t(keyUnder('communication.batches.statuses', status))}
    </Tag>
  );
}

/** One message's status: Sırada, Gönderiliyor, Gönderildi, İletildi, Başarısız, İptal edildi. */
export function MessageStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={MESSAGE_STATUS_COLORS[status] ?? 'default'}>
      {t(keyUnder('communication.batches.messageStatuses', status))}
    </Tag>
  );
}
