import { Empty, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ControlProps } from '../../../ui/ResourceForm';
import { amountColumn, withAmount } from './amountColumn';
import { useHouseTypeOptions } from './pickers';

type TypeAmount = { house_type_id: number; amount?: number | null };

/** One amount per unit type of the complex (2+1, 3+1, Dükkan …); a type left empty is not charged. */
export function TypeAmountsInput({ id, value, onChange, disabled }: Partial<ControlProps>) {
  const { t } = useTranslation();
  const { options, isLoading } = useHouseTypeOptions();
  const current = new Map(
    (Array.isArray(value) ? (value as TypeAmount[]) : []).map((row) => [row.house_type_id, row.amount ?? null]),
  );
  const set = (houseTypeId: number, amount: number | null) =>
    onChange?.(
      [...withAmount(current, [houseTypeId], amount)].map(([house_type_id, a]) => ({ house_type_id, amount: a })),
    );
  return (
    <div id={id}>
      <Table
        size="small"
        rowKey="value"
        pagination={false}
        loading={isLoading}
        dataSource={options}
        locale={{
          emptyText: <Empty description={t('assessments.typeAmounts.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />,
        }}
        columns={[
          {
            key: 'type',
            title: t('assessments.typeAmounts.houseType'),
            render: (_v, row) => <Typography.Text>{row.label}</Typography.Text>,
          },
          amountColumn({
            title: t('assessments.typeAmounts.amount'),
            width: 220,
            disabled,
            amounts: current,
            onChange: set,
          }),
        ]}
      />
    </div>
  );
}
