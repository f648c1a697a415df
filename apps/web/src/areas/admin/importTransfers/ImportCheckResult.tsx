import type { ImportTransferCheck, ImportTransferCounts } from '@site/shared';
import { Alert, Card, Col, Row, Space, Statistic, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const COUNT_KEYS = ['blocks', 'houses', 'residents', 'house_users', 'opening_balances'] as const;

/** The five counts (to create, or created) side by side. */
export function ImportCounts({ counts, title }: { counts: ImportTransferCounts; title: string }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={title} data-testid="import-counts">
      <Row gutter={16}>
        {COUNT_KEYS.map((key) => (
          <Col key={key} xs={12} md={4}>
            <Statistic
              title={t(`admin.importTransfers.counts.${key}`)}
              value={counts[key]}
              data-testid={`import-count-${key}`}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** The dry run: counts, every error (sheet, row, message) and a preview of what each row does. */
export function ImportCheckResult({ check }: { check: ImportTransferCheck }) {
  const { t } = useTranslation();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const columns = {
    sheet: { title: t('admin.importTransfers.columns.sheet'), dataIndex: 'sheet', width: 180 },
    row: { title: t('admin.importTransfers.columns.row'), dataIndex: 'row', width: 80 },
  };
  return (
    <>
      <ImportCounts counts={check.counts} title={t('admin.importTransfers.summary')} />
      <Row gutter={16} style={{ marginTop: 12 }}>
        <Col>
          <Statistic title={t('admin.importTransfers.totalRows')} value={check.total_rows} />
        </Col>
        <Col>
          <Statistic
            title={t('admin.importTransfers.errorCount')}
            value={check.error_count}
            styles={{ content: { color: check.error_count ? '#cf1322' : '#3f8600' } }}
            data-testid="import-error-count"
          />
        </Col>
      </Row>
      {check.error_count === 0 ? (
        <Alert type="success" showIcon style={{ marginTop: 12 }} title={t('admin.importTransfers.noErrors')} />
      ) : (
        <Card size="small" style={{ marginTop: 12 }} title={t('admin.importTransfers.errorsTitle')}>
          <Table
            data-testid="import-errors"
            size="small"
            rowKey={(row) => `${row.sheet}.${row.row}.${row.message}`}
            dataSource={check.errors}
            pagination={{ pageSize: 50, showSizeChanger: false }}
            columns={[
              columns.sheet,
              columns.row,
              { title: t('admin.importTransfers.columns.message'), dataIndex: 'message' },
            ]}
          />
        </Card>
      )}
      <Card
        size="small"
        style={{ marginTop: 12 }}
        title={t('admin.importTransfers.previewTitle')}
        extra={
          <Space>
            {check.total_rows > check.preview_limit &&
              t('admin.importTransfers.previewLimited', { count: check.preview_limit })}
            <Switch
              size="small"
              data-testid="import-only-errors"
              checked={onlyErrors}
              onChange={setOnlyErrors}
              disabled={check.error_count === 0}
            />
            {t('admin.importTransfers.onlyErrors')}
          </Space>
        }
      >
        <Table
          data-testid="import-preview"
          size="small"
          rowKey={(row) => `${row.sheet}.${row.row}`}
          dataSource={onlyErrors ? check.preview.filter((row) => row.has_error) : check.preview}
          pagination={{ pageSize: 20, showSizeChanger: false }}
          columns={[
            columns.sheet,
            columns.row,
            {
              title: t('admin.importTransfers.columns.action'),
              dataIndex: 'action',
              render: (action: string, row) => (row.has_error ? <Tag color="red">{action}</Tag> : action),
            },
          ]}
        />
      </Card>
    </>
  );
}
