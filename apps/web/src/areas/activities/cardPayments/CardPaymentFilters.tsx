import { CARD_PAYMENT_STATUSES } from '@site/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { FilterBar } from '../../../ui/FilterBar';
import { FilterSelect } from '../../../ui/FilterSelect';
import { ListDateRange } from '../../../ui/ListDateRange';
import { useListParams } from '../../../ui/useListParams';

const label = (key: KeyIn<'cardPayments.filters'>) => `cardPayments.filters.${key}` as const;

/**
 * Status and payment days, kept in the URL; a list opened from a card subscription or a saved card
 * (`?user_card_subscription_id=…&is_subscription=true`, `?user_card_id=…`) says so and can drop it.
 */
export function CardPaymentFilters() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const { user_card_subscription_id: subscription, user_card_id: card } = params.filters;
  return (
    <FilterBar testId="card-payment-filters">
      <FilterSelect
        name="status"
        label={label('status')}
        options={CARD_PAYMENT_STATUSES.map((value) => ({ value, label: t(`cardPayments.statuses.${value}`) }))}
        width={160}
        search={false}
      />
      <ListDateRange label={t(label('dateRange'))} placeholder={[t(label('dateFrom')), t(label('dateTo'))]} />
      {subscription && (
        <Tag closable onClose={() => update({ user_card_subscription_id: null, is_subscription: null })}>
          {t(label('subscription'), { id: subscription })}
        </Tag>
      )}
      {card && (
        <Tag closable onClose={() => update({ user_card_id: null })}>
          {t(label('card'), { id: card })}
        </Tag>
      )}
    </FilterBar>
  );
}
