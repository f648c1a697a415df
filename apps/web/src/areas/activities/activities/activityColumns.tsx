import { type ActivityAccountKind, type ActivityRow, formatBalance, toKurus } from '@site/shared';
import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { keyUnder } from '../../../locales/keys';
import { formatDate, formatLira } from '../../../ui/format';

/** Lira from the API → '1.234,56 ₺'. */
export const amount = formatLira;
/** The debit or credit of a line: the empty side shows nothing. */
const side = (lira: number): string => (lira ? amount(lira) : '');
/** Balance with (B) borç / (A) alacak (spec §9). */
export const balance = (lira: number): string => formatBalance(toKurus(lira));

/**
 * The columns of an account's journal (activities screens and statements). A resident's lines name their
 * house and a house's lines their debtor, each linking to that account's own activities.
 */
export function activityColumns(kind: ActivityAccountKind, t: TFunction): TableColumnType<ActivityRow>[] {
  const receivable = kind === 'house' || kind === 'resident';
  const columns: (TableColumnType<ActivityRow> | false)[] = [
    {
      key: 'occurred_on',
      title: t('activities.fields.occurred_on'),
      width: 110,
      render: (_v, row) => formatDate(row.occurred_on),
    },
    { key: 'description', title: t('activities.fields.description'), render: (_v, row) => row.description },
    {
      key: 'kind',
      title: t('activities.fields.kind'),
      render: (_v, row) => t(keyUnder('activities.kinds', row.kind), { defaultValue: row.kind }),
    },
    kind === 'resident' && {
      key: 'house_name',
      title: t('activities.fields.house_name'),
      render: (_v, row) =>
        row.house_id === null ? '' : <Link to={`/activities/houses?account_id=${row.house_id}`}>{row.house_name}</Link>,
    },
    kind === 'house' && {
      key: 'resident_name',
      title: t('activities.fields.resident_name'),
      render: (_v, row) =>
        row.resident_id === null ? (
          ''
        ) : (
          <Link to={`/activities/residents?account_id=${row.resident_id}`}>{row.resident_name}</Link>
        ),
    },
    receivable && {
      key: 'due_on',
      title: t('activities.fields.due_on'),
      width: 110,
      render: (_v, row) => formatDate(row.due_on),
    },
    {
      key: 'debit',
      title: t('activities.fields.debit'),
      align: 'right',
      render: (_v, row) => side(row.debit),
    },
    {
      key: 'credit',
      title: t('activities.fields.credit'),
      align: 'right',
      render: (_v, row) => side(row.credit),
    },
    {
      key: 'balance',
      title: t('activities.fields.balance'),
      align: 'right',
      render: (_v, row) => balance(row.balance),
    },
  ];
  return columns.filter((c): c is TableColumnType<ActivityRow> => c !== false);
}
