import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCluster } from '../../../session/ClusterProvider';
import { useRecordCluster } from '../../../session/useRecordCluster';
import { ActionButton } from '../../../ui/ActionButton';
import { toast } from '../../../ui/feedback';
import { formatDate, formatLira, formatPeriod } from '../../../ui/format';
import { isNotFound, RecordNotFound } from '../../../ui/RecordNotFound';
import { bankActivitiesApi, refreshBankActivities } from '../api';
import { BookedDocumentCard } from './BookedDocumentCard';
import { BookingCard } from './BookingCard';
import { ConfidenceTag } from './ConfidenceTag';
import { HousePicker, ResidentPicker, useHouseOptions, useResidentOptions, withCurrentHouse } from './PayerPickers';
import type { Payer } from './types';

/**
 * /incomes/bank/:id: one line. An incoming line with its suggestion, and its collection once matched (with the
 * debts it paid); an outgoing line with its booking (invoice payment, expense or transfer), or what it was booked as.
 */
export default function BankActivityScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const queryClient = useQueryClient();
  const { clusterId } = useCluster();
  const houses = useHouseOptions();
  const residents = useResidentOptions();
  const { data, error } = useQuery({ ...bankActivitiesApi.record(Number(id)), enabled: Boolean(id) });
  const line = data?.data;
  useRecordCluster(line?.cluster_id, line?.is_closed ? '/incomes/bank/closed' : '/incomes/bank/open');
  const [payer, setPayer] = useState<Payer>({ house_id: null, resident_id: null });
  useEffect(() => {
    if (line) setPayer({ house_id: line.suggested_house_id, resident_id: line.suggested_resident_id });
  }, [line]);

  if (isNotFound(error)) return <RecordNotFound />;
  if (!line) return null;
  const refresh = () => refreshBankActivities(queryClient, clusterId);

  const match = async () => {
    if (payer.house_id === null && payer.resident_id === null) {
      toast.error(t('bankActivities.pickPayer'));
      return;
    }
    await bankActivitiesApi.match(line.id, payer);
    toast.success(t('bankActivities.matched', { count: 1 }));
    await refresh();
  };
  const unmatch = async () => {
    await bankActivitiesApi.unmatch(line.id);
    toast.success(t(line.booked_as === 'collection' ? 'bankActivities.unmatched' : 'bankActivities.book.undone'));
    await refresh();
  };
  const chooseResident = async (residentId: number | null) => {
    const chosen = { ...payer, resident_id: residentId };
    setPayer(chosen);
    const withHouse = await withCurrentHouse(clusterId, chosen);
    if (withHouse !== chosen) setPayer(withHouse);
  };

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('bankActivities.detailTitle', { date: formatDate(line.activity_on), amount: formatLira(line.amount) })}
        </Typography.Title>
        <Button onClick={() => navigate(line.is_closed ? '/incomes/bank/closed' : '/incomes/bank/open')}>
          {t('common.back')}
        </Button>
      </Space>
      <Descriptions bordered size="small" column={2} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('bankActivities.fields.bank_account')}>{line.bank_account_name}</Descriptions.Item>
        <Descriptions.Item label={t('bankActivities.fields.reference')}>{line.reference}</Descriptions.Item>
        <Descriptions.Item label={t('bankActivities.fields.activity_on')}>
          {formatDate(line.activity_on)}
        </Descriptions.Item>
        <Descriptions.Item label={t('bankActivities.fields.amount')}>
          <Typography.Text strong type={line.is_incoming ? undefined : 'danger'}>
            {formatLira(line.amount)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('bankActivities.fields.sender_name')}>{line.sender_name}</Descriptions.Item>
        <Descriptions.Item label={t('bankActivities.fields.iban')}>{line.iban}</Descriptions.Item>
        <Descriptions.Item label={t('bankActivities.fields.identity_number')}>
          {line.identity_number ?? line.tax_number}
        </Descriptions.Item>
        <Descriptions.Item label={t('bankActivities.fields.balance_after')}>
          {formatLira(line.balance_after)}
        </Descriptions.Item>
        <Descriptions.Item label={t('bankActivities.fields.description')} span={2}>
          {line.description}
        </Descriptions.Item>
        <Descriptions.Item label={t('bankActivities.fields.status')} span={2}>
          {line.is_closed ? (
            <Tag color="green">
              {line.booked_as && line.booked_as !== 'collection'
                ? t('bankActivities.bookedAs', { kind: t(`bankActivities.bookings.${line.booked_as}`) })
                : t('bankActivities.closed')}
            </Tag>
          ) : line.is_incoming ? (
            <Tag color="orange">{t('bankActivities.open')}</Tag>
          ) : (
            <Tag>{t('bankActivities.outgoing')}</Tag>
          )}
        </Descriptions.Item>
      </Descriptions>

      {!line.is_closed && !line.is_incoming && <BookingCard line={line} onBooked={refresh} />}
      {line.document && <BookedDocumentCard document={line.document} onUndo={() => unmatch().catch(() => undefined)} />}

      {line.is_incoming && (
        <Card title={t('bankActivities.suggestion')} size="small" style={{ marginBottom: 16 }}>
          {line.suggestion_reason ? (
            <Space wrap>
              <ConfidenceTag confidence={line.confidence} reason={line.suggestion_reason} />
              <span>{line.suggestion_reason}</span>
              {line.suggested_house_label && <Tag>{line.suggested_house_label}</Tag>}
              {line.suggested_resident_name && <Tag>{line.suggested_resident_name}</Tag>}
            </Space>
          ) : (
            <Typography.Text type="secondary">{t('bankActivities.noSuggestion')}</Typography.Text>
          )}
          {!line.is_closed && line.is_incoming && (
            <Space wrap style={{ display: 'flex', marginTop: 12 }}>
              <HousePicker
                options={houses}
                value={payer.house_id}
                label={line.suggested_house_label}
                onChange={(houseId) => setPayer((p) => ({ ...p, house_id: houseId }))}
                width={200}
              />
              <ResidentPicker
                options={residents}
                value={payer.resident_id}
                label={line.suggested_resident_name}
                onChange={(residentId) => void chooseResident(residentId)}
                width={240}
              />
              <ActionButton type="primary" onClick={() => match().catch(() => undefined)}>
                {t('bankActivities.match')}
              </ActionButton>
            </Space>
          )}
        </Card>
      )}

      {line.collection && (
        <Card
          title={t('bankActivities.collection')}
          size="small"
          extra={
            <Popconfirm
              title={t('common.confirm')}
              okText={t('common.yes')}
              cancelText={t('common.no')}
              onConfirm={() => unmatch().catch(() => undefined)}
            >
              <Button size="small" danger>
                {t('bankActivities.unmatch')}
              </Button>
            </Popconfirm>
          }
        >
          <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('bankActivities.fields.receipt_no')}>
              {line.collection.receipt_no}
            </Descriptions.Item>
            <Descriptions.Item label={t('bankActivities.fields.collected_on')}>
              {formatDate(line.collection.collected_on)}
            </Descriptions.Item>
            <Descriptions.Item label={t('bankActivities.fields.house')}>
              {line.collection_house_label}
            </Descriptions.Item>
            <Descriptions.Item label={t('bankActivities.fields.resident')}>
              {line.collection_resident_name}
            </Descriptions.Item>
            <Descriptions.Item label={t('bankActivities.fields.amount')}>
              {formatLira(line.collection.amount)}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>{t('bankActivities.paidDebts')}</Typography.Title>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={line.collection.allocations}
            locale={{ emptyText: t('bankActivities.noPaidDebts') }}
            columns={[
              {
                key: 'due_on',
                title: t('bankActivities.fields.due_on'),
                render: (_v, a) => formatDate(a.due_on),
              },
              { key: 'income_type_name', title: t('bankActivities.fields.income_type'), dataIndex: 'income_type_name' },
              { key: 'period', title: t('bankActivities.fields.period'), dataIndex: 'period', render: formatPeriod },
              { key: 'description', title: t('bankActivities.fields.description'), dataIndex: 'description' },
              {
                key: 'debt_amount',
                title: t('bankActivities.fields.debt_amount'),
                align: 'right' as const,
                render: (_v, a) => formatLira(a.debt_amount),
              },
              {
                key: 'amount',
                title: t('bankActivities.fields.paid'),
                align: 'right' as const,
                render: (_v, a) => formatLira(a.amount),
              },
            ]}
          />
        </Card>
      )}
    </div>
  );
}
