import { Descriptions, Drawer, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KeyIn } from '../../../locales/keys';
import { ActionButton } from '../../../ui/ActionButton';
import { FlagTag } from '../../../ui/FlagTag';
import { toast } from '../../../ui/feedback';
import { formatDate, formatDateTime, formatLira } from '../../../ui/format';
import { RecordNotFound } from '../../../ui/RecordNotFound';
import { usePanelRecord } from '../../../ui/usePanelRecord';
import { cardPaymentsApi } from '../api';
import { CardPaymentStatusTag } from './CardPaymentStatusTag';
import { InstallmentCount } from './InstallmentCount';

const field = (name: KeyIn<'cardPayments.fields'>) => `cardPayments.fields.${name}` as const;

/** One card payment, read-only, over the list; a successful one links to the collection it became. */
export function CardPaymentDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const {
    loaded: payment,
    notFound,
    isLoading,
  } = usePanelRecord(cardPaymentsApi.record(id), '/activities/credit-card-payments', onClose);

  const openReceipt = async (collectionId: number) => {
    const response = await cardPaymentsApi.receipt(collectionId);
    if (response.data.url) window.open(response.data.url, '_blank', 'noopener');
    else toast.error(t('cardPayments.receiptMissing'));
  };

  return (
    <Drawer open={id !== null} size="large" onClose={onClose} title={t('cardPayments.title')} loading={isLoading}>
      {notFound && <RecordNotFound />}
      {payment && (
        <Descriptions column={1} bordered size="small" data-testid="card-payment">
          <Descriptions.Item label={t(field('paid_at'))}>{formatDateTime(payment.paid_at)}</Descriptions.Item>
          <Descriptions.Item label={t(field('status'))}>
            <CardPaymentStatusTag status={payment.status} />
          </Descriptions.Item>
          {payment.error_message && (
            <Descriptions.Item label={t(field('error_message'))}>{payment.error_message}</Descriptions.Item>
          )}
          <Descriptions.Item label={t(field('house'))}>{payment.house_label}</Descriptions.Item>
          <Descriptions.Item label={t(field('resident'))}>{payment.resident_name}</Descriptions.Item>
          <Descriptions.Item label={t(field('payment_provider'))}>{payment.payment_provider_name}</Descriptions.Item>
          <Descriptions.Item label={t(field('card'))}>{payment.masked_cc_no}</Descriptions.Item>
          <Descriptions.Item label={t(field('card_holder'))}>{payment.card_holder}</Descriptions.Item>
          <Descriptions.Item label={t(field('amount'))}>{formatLira(payment.amount)}</Descriptions.Item>
          <Descriptions.Item label={t(field('commission'))}>{formatLira(payment.commission)}</Descriptions.Item>
          <Descriptions.Item label={t(field('installment_count'))}>
            <InstallmentCount count={payment.installment_count} />
          </Descriptions.Item>
          <Descriptions.Item label={t(field('is_subscription'))}>
            <FlagTag value={payment.is_subscription} />
          </Descriptions.Item>
          {payment.user_card_subscription_id !== null && (
            <Descriptions.Item label={t(field('user_card_subscription_id'))}>
              {payment.user_card_subscription_id}
            </Descriptions.Item>
          )}
          {payment.user_card_id !== null && (
            <Descriptions.Item label={t(field('user_card_id'))}>{payment.user_card_id}</Descriptions.Item>
          )}
          <Descriptions.Item label={t(field('provider_reference'))}>{payment.provider_reference}</Descriptions.Item>
          <Descriptions.Item label={t(field('collection'))}>
            {payment.collection ? (
              <Space orientation="vertical" size="small">
                <span>
                  {formatDate(payment.collection.collected_on)} · {formatLira(payment.collection.amount)}
                  {payment.collection.receipt_no !== null &&
                    ` · ${t(field('receipt_no'))}: ${payment.collection.receipt_no}`}
                </span>
                <Space>
                  {payment.house_id !== null ? (
                    <Link to={`/incomes/houses/${payment.house_id}`}>{t('cardPayments.houseAccount')}</Link>
                  ) : (
                    payment.resident_id !== null && (
                      <Link to={`/incomes/residents/${payment.resident_id}`}>{t('cardPayments.residentAccount')}</Link>
                    )
                  )}
                  <ActionButton
                    size="small"
                    onClick={() => payment.collection && void openReceipt(payment.collection.id)}
                  >
                    {t('cardPayments.receipt')}
                  </ActionButton>
                </Space>
              </Space>
            ) : (
              t('cardPayments.noCollection')
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}
