import {
  PIVOT_DATASET_DIMENSIONS,
  PIVOT_DATASET_VALUES,
  type PivotDataset,
  type PivotDimension,
  type PivotValue,
} from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Select, Skeleton, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { keyUnder, type MessageKey } from '../../../locales/keys';
import { Chart } from '../../../ui/charts/Chart';
import { ReportCaption, ReportToolbar, useReportQuery } from '../../../ui/ReportToolbar';
import { useListParams } from '../../../ui/useListParams';
import { analysisApi } from '../api';
import { PivotTable } from './PivotTable';
import { pivotChartOption } from './pivotChartOption';
import { configParams, DATASET_OF_PATH, type PivotConfig, pivotConfig, swapConfig, toMatrix } from './pivotMatrix';

const TITLES: Record<PivotDataset, MessageKey> = {
  expenses: 'menu.analysis.expensePivot',
  'expense-payments': 'menu.analysis.expensePaymentPivot',
  'income-type-house-user': 'menu.analysis.incomeTypeHouseUser',
  'monthly-house-user': 'menu.analysis.monthlyHouseUser',
  assessments: 'menu.analysis.assessments',
};

/**
 * The five pivots (the route names the data set): rows, columns and value picked in the toolbar and kept in
 * the URL (`rows=`, `columns=`, `value=`), the table with its totals and a stacked bar chart of it.
 */
export default function PivotScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const dataset = DATASET_OF_PATH[pathname] ?? 'expenses';
  const { params, update } = useListParams();
  const { query, ready } = useReportQuery();
  const config = pivotConfig(dataset, params.filters);
  const apiQuery = { ...query, ...configParams(config) };
  const { data, isLoading, error, refetch } = useQuery(analysisApi.pivot(dataset, apiQuery, ready));
  const matrix = useMemo(() => (data ? toMatrix(data, config.value) : null), [data, config.value]);
  const setConfig = (next: PivotConfig) => update(configParams(next));

  const dimensionOptions = PIVOT_DATASET_DIMENSIONS[dataset].map((d) => ({
    value: d,
    label: t(keyUnder('analysis.pivot.dimensions', d)),
  }));
  const picker = (side: 'rows' | 'columns') => (
    <Select<PivotDimension[]>
      mode="multiple"
      aria-label={t(`analysis.pivot.${side}`)}
      placeholder={t(`analysis.pivot.${side}`)}
      prefix={`${t(`analysis.pivot.${side}`)}:`}
      style={{ minWidth: 260 }}
      maxCount={2}
      title={t('analysis.pivot.maxTwo')}
      value={config[side]}
      options={dimensionOptions.map((o) => ({
        ...o,
        disabled: config[side === 'rows' ? 'columns' : 'rows'].includes(o.value),
      }))}
      onChange={(dims) => setConfig({ ...config, [side]: dims.slice(0, 2) })}
    />
  );

  return (
    <>
      <Typography.Title level={3}>{t(TITLES[dataset])}</Typography.Title>
      <ReportToolbar
        path={analysisApi.pivotPath(dataset)}
        query={apiQuery}
        disabled={!ready || !data}
        onReload={() => void refetch()}
      >
        {picker('rows')}
        {picker('columns')}
        <Select<PivotValue>
          aria-label={t('analysis.pivot.value')}
          prefix={`${t('analysis.pivot.value')}:`}
          style={{ minWidth: 160 }}
          value={config.value}
          options={PIVOT_DATASET_VALUES[dataset].map((v) => ({
            value: v,
            label: t(keyUnder('analysis.pivot.values', v)),
          }))}
          onChange={(value) => setConfig({ ...config, value })}
        />
        <Button onClick={() => setConfig(swapConfig(config))}>{t('analysis.pivot.swap')}</Button>
      </ReportToolbar>
      {!ready ? (
        <Empty description={t('report.selectCluster')} />
      ) : error ? (
        // A table too large, or a configuration the API refused: its Turkish message, as the toast said.
        <Alert type="warning" showIcon title={error.message} />
      ) : isLoading || !data || !matrix ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <ReportCaption meta={data.meta} />
          {matrix.rows.length === 0 ? (
            <Empty description={t('report.empty')} />
          ) : (
            <>
              <PivotTable
                matrix={matrix}
                rows={data.meta.rows}
                columns={data.meta.columns}
                value={config.value}
                ledger={data.meta.cluster_id === null ? null : data.meta}
              />
              <Card size="small" title={t('analysis.pivot.chart')} extra={t('analysis.pivot.chartTop')}>
                <Chart
                  ariaLabel={t(TITLES[dataset])}
                  height={360}
                  option={pivotChartOption(matrix, data.meta.columns, config.value, {
                    other: t('analysis.pivot.other'),
                    total: t('analysis.pivot.total'),
                  })}
                />
              </Card>
            </>
          )}
        </Space>
      )}
    </>
  );
}
