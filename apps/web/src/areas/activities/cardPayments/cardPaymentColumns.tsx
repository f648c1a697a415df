import type { CardPayment } from '@site/shared';
import type { KeyIn } from '../../../locales/keys';
import type { ColumnDef } from '../../../ui/DataTable';
import { CardPaymentStatusTag } from './CardPaymentStatusTag';
import { InstallmentCount } from './InstallmentCount';

const field = (name: KeyIn<'cardPayments.fields'>) => `cardPayments.fields.${name}` as const;

/**
 * The card payment list: sortable by date, amount and status, searchable by house, resident, card and
 * subscription; amount and commission are summed in the footer.
 */
export const cardPaymentColumns: ColumnDef[] = [
  { key: 'paid_at', title: field('paid_at'), sortKey: 'paid_at', render: 'datetime' },
  { key: 'house_label', title: field('house'), filter: 'text' },
  { key: 'resident_name', title: field('resident'), filter: 'text' },
  { key: 'payment_provider_name', title: field('payment_provider') },
  { key: 'masked_cc_no', title: field('card'), filter: 'text' },
  { key: 'amount', title: field('amount'), sortKey: 'amount', render: 'money' },
  { key: 'commission', title: field('commission'), render: 'money' },
  {
    key: 'installment_count',
    title: field('installment_count'),
    render: (row) => <InstallmentCount count={Number(row.installment_count)} />,
  },
  {
    key: 'status',
    title: field('status'),
    sortKey: 'status',
    render: (row) => <CardPaymentStatusTag status={row.status as CardPayment['status']} />,
  },
  { key: 'is_subscription', title: field('is_subscription'), render: 'flag', filter: 'flag' },
];
