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
      {kind === 'house' && account.people && (
        <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
          {account.people.map((p) => (
            <Descriptions.Item key={p.id} label={t(keyUnder('incomes.houseUserTypes', p.house_user_type_id))}>
              <Link to={`/incomes/residents/${p.id}`}>{p.name}</Link>
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      {kind === 'resident' && account.houses && (
        <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
          {account.houses.map((h) => (
            <Descriptions.Item key={h.id} label={t(keyUnder('incomes.houseUserTypes', h.house_user_type_id))}>
              <Link to={`/incomes/houses/${h.id}`}>{h.house_label}</Link>
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </>
  );
}
