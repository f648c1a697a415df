import { useQuery } from '@tanstack/react-query';
import { Card, Col, Form, Row as GridRow, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type KeyIn, keyUnder } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { filterByLabel } from '../../../ui/filterByLabel';
import { MoneyInput } from '../../../ui/inputs';
import { batchesApi } from './api';
import { AUDIENCES, ENFORCEMENT_CHOICES } from './batchModel';

const label = (name: KeyIn<'communication.batches.recipients'>) => `communication.batches.recipients.${name}` as const;

/**
 * Who a new batch goes to, among the complex's active residents: all, owners or occupants, narrowed by blocks,
 * a balance above an amount, a debt late by some days, an enforcement case or none, or residents picked by hand.
 * The values sit under `recipients`, as the API names them, so its errors land on these fields.
 */
export function RecipientFields() {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const blocks = useQuery(batchesApi.blocks(clusterId));
  const residents = useQuery(batchesApi.residents(clusterId));
  return (
    <Card size="small" title={t(label('title'))} data-testid="batch-recipients" style={{ marginBottom: 16 }}>
      <Form.Item name={['recipients', 'audience']} label={t(label('audience'))}>
        <Radio.Group
          optionType="button"
          options={AUDIENCES.map((a) => ({
            value: a,
            label: t(keyUnder('communication.batches.recipients.audiences', a)),
          }))}
        />
      </Form.Item>
      <Form.Item name={['recipients', 'block_ids']} label={t(label('block_ids'))}>
        <Select
          mode="multiple"
          allowClear
          showSearch={{ filterOption: filterByLabel }}
          placeholder={t('communication.batches.recipients.allBlocks')}
          aria-label={t(label('block_ids'))}
          options={(blocks.data?.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
        />
      </Form.Item>
      <GridRow gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={['recipients', 'min_debt']} label={t(label('min_debt'))}>
            <MoneyInput aria-label={t(label('min_debt'))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['recipients', 'late_days']} label={t(label('late_days'))}>
            <InputNumber
              min={1}
              max={3650}
              precision={0}
              style={{ width: '100%' }}
              suffix={t('communication.batches.recipients.days')}
              aria-label={t(label('late_days'))}
            />
          </Form.Item>
        </Col>
      </GridRow>
      <Form.Item name={['recipients', 'enforcement']} label={t(label('enforcement'))}>
        <Radio.Group
          options={ENFORCEMENT_CHOICES.map((e) => ({
            value: e,
            label: t(keyUnder('communication.batches.recipients.enforcements', e)),
          }))}
        />
      </Form.Item>
      <Form.Item
        name={['recipients', 'resident_ids']}
        label={t(label('resident_ids'))}
        extra={t('communication.batches.recipients.residentsHelp')}
      >
        <Select
          mode="multiple"
          allowClear
          showSearch={{ filterOption: filterByLabel }}
          loading={residents.isLoading}
          aria-label={t(label('resident_ids'))}
          options={(residents.data?.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
        />
      </Form.Item>
    </Card>
  );
}
