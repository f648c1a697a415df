import { formatBalance, formatMoney, toKurus } from '@site/shared';
import { Card, Descriptions, Space, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { keyUnder } from '../../../locales/keys';
import { formatDate, formatLira } from '../../../ui/format';
import type { Account, AccountKind, OpenParts } from './accountTypes';

type Props = { kind: AccountKind; account: Account; openTotal: number; openParts: OpenParts };

/**
 * The figures over an account (balance, 'Açık Borç' with its parts, late fees built up so far) and the
 * house's people or the resident's houses, each a link to its own account.
 */
export function AccountSummary({ kind, account, openTotal, openParts }: Props) {
  const { t } = useTranslation();
  // A house's people and a resident's houses, each with how they are linked and a link to its own account.
  const linked =
    kind === 'house'
      ? account.people?.map((p) => ({
          id: p.id,
          type: p.house_user_type_id,
          name: p.name,
          to: `/incomes/residents/${p.id}`,
        }))
      : account.houses?.map((h) => ({
          id: h.id,
          type: h.house_user_type_id,
          name: h.house_label,
          to: `/incomes/houses/${h.id}`,
        }));
  return (
    <>
      <Space size="large" wrap style={{ marginBottom: 16 }}>
        <Card size="small">
          <Statistic title={t('incomes.fields.balance')} value={formatBalance(toKurus(account.balance))} />
        </Card>
        <Card size="small">
          <Statistic title={t('incomes.openTotal')} value={formatMoney(openTotal)} />
          <Typography.Text type="secondary" data-testid="open-total-parts">
            {t('incomes.openParts', openParts)}
          </Typography.Text>
        </Card>
        <Card size="small">
          <Statistic
            title={t('incomes.accruedFees', { date: formatDate(account.as_of) })}
            value={formatLira(account.accrued_late_fee_total)}
          />
        </Card>
      </Space>
      {linked && (
        <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
          {linked.map((link) => (
            <Descriptions.Item key={link.id} label={t(keyUnder('incomes.houseUserTypes', link.type))}>
              <Link to={link.to}>{link.name}</Link>
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </>
  );
}
