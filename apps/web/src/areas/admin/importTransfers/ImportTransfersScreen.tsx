import type { ImportTransferCheck, ImportTransferCounts } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Progress, Select, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../../api/queryKeys';
import { useCluster } from '../../../session/ClusterProvider';
import { AdminOnly } from '../users/AdminOnly';
import { importTransfersApi, messagesOf, type TemplateFormat } from './api';
import { ImportCheckResult, ImportCounts } from './ImportCheckResult';
import { ImportRuns, percentOf } from './ImportRuns';

const FORMATS: TemplateFormat[] = ['xlsx', 'ods', 'csv'];

/** Saves a blob under a name through a temporary link. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** While the import runs: the newest running run of the complex, polled for its progress. */
function RunningProgress({ clusterId }: { clusterId: number }) {
  const { t } = useTranslation();
  const { data } = useQuery({
    ...importTransfersApi.runs({ page: 1, per_page: 1, cluster_id: clusterId, status: 'running' }),
    refetchInterval: 1000,
  });
  const run = data?.data[0];
  return (
    <Card size="small" style={{ marginTop: 16 }} data-testid="import-progress">
      <Typography.Text>{t('admin.importTransfers.running')}</Typography.Text>
      <Progress percent={run ? percentOf(run) : 0} status="active" />
    </Card>
  );
}

/**
 * /admin/import/transfers (Yönetim › Aktarım): a new customer's complex from a spreadsheet. Choose the complex,
 * download the template, upload the file; 'Kontrol Et' shows what would be created and every error, 'Aktar'
 * (only after a check without errors) imports it in one go with a progress bar, then the counts and links.
 */
export default function ImportTransfersScreen() {
  // Inside AdminOnly: nobody else asks the API for the complexes or the runs.
  return (
    <AdminOnly>
      <ImportTransfers />
    </AdminOnly>
  );
}

function ImportTransfers() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { setClusterId } = useCluster();
  const clusters = useQuery(importTransfersApi.clusters());
  const [clusterId, setChosenCluster] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<ImportTransferCheck | null>(null);
  const [busy, setBusy] = useState<'check' | 'run' | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);
  const [result, setResult] = useState<{ id: number; counts: ImportTransferCounts; clusterId: number } | null>(null);

  const reset = () => {
    setCheck(null);
    setFailure(null);
    setResult(null);
  };

  const runCheck = async () => {
    if (!clusterId || !file) return;
    reset();
    setBusy('check');
    try {
      setCheck((await importTransfersApi.check(clusterId, file)).data);
    } catch (error) {
      setFailure(messagesOf(error));
    } finally {
      setBusy(null);
    }
  };

  const runImport = async () => {
    if (!clusterId || !file) return;
    setFailure(null);
    setBusy('run');
    try {
      const { data } = await importTransfersApi.run(clusterId, file);
      setResult({ ...data, clusterId });
      setCheck(null);
    } catch (error) {
      setFailure(messagesOf(error));
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.all(importTransfersApi.resource) });
    }
  };

  /** Opens a list of the imported complex: it becomes the selected complex (its company's filter is lifted if needed). */
  const openList = (path: string) => {
    if (!result) return;
    setClusterId(result.clusterId);
    navigate(path);
  };

  return (
    <>
      <Typography.Title level={3}>{t('menu.admin.importTransfers')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('admin.importTransfers.intro')}</Typography.Paragraph>
      <Card size="small">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Typography.Text strong>{t('admin.importTransfers.template')}:</Typography.Text>
            {FORMATS.map((format) => (
              <Button
                key={format}
                data-testid={`import-template-${format}`}
                onClick={async () => save(await importTransfersApi.template(format), `aktarim-sablonu.${format}`)}
              >
                {t('admin.importTransfers.download', { format: format.toUpperCase() })}
              </Button>
            ))}
          </Space>
          <Typography.Text type="secondary">{t('admin.importTransfers.templateHelp')}</Typography.Text>
          <Typography.Text type="secondary">{t('admin.importTransfers.formats')}</Typography.Text>
          <Space wrap>
            <Select<number>
              data-testid="import-cluster"
              style={{ width: 320 }}
              showSearch={{ optionFilterProp: 'label' }}
              aria-label={t('admin.importTransfers.cluster')}
              placeholder={t('admin.importTransfers.clusterPlaceholder')}
              loading={clusters.isLoading}
              options={clusters.data?.data.map((c) => ({
                value: c.id,
                label: c.company_name ? `${c.name} (${c.company_name})` : c.name,
              }))}
              value={clusterId ?? undefined}
              onChange={(id) => {
                setChosenCluster(id ?? null);
                reset();
              }}
            />
            <Upload
              accept=".xlsx,.ods,.csv"
              maxCount={1}
              showUploadList={false}
              beforeUpload={(chosen) => {
                setFile(chosen);
                reset();
                // The file goes with the form, not with antd's own upload request.
                return false;
              }}
            >
              <Button data-testid="import-file">{t('admin.importTransfers.chooseFile')}</Button>
            </Upload>
            <Typography.Text data-testid="import-file-name">
              {file?.name ?? t('admin.importTransfers.noFile')}
            </Typography.Text>
          </Space>
          <Space wrap>
            <Button
              data-testid="import-check"
              disabled={!clusterId || !file || busy !== null}
              loading={busy === 'check'}
              onClick={runCheck}
            >
              {t('admin.importTransfers.check')}
            </Button>
            <Button
              type="primary"
              data-testid="import-run"
              disabled={!check || check.error_count > 0 || busy !== null}
              loading={busy === 'run'}
              onClick={runImport}
            >
              {t('admin.importTransfers.run')}
            </Button>
            <Typography.Text type="secondary">{t('admin.importTransfers.runHelp')}</Typography.Text>
          </Space>
        </Space>
      </Card>
      {busy === 'run' && clusterId && <RunningProgress clusterId={clusterId} />}
      {failure && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          data-testid="import-failure"
          title={t('admin.importTransfers.refused')}
          description={
            <ul style={{ margin: 0, paddingLeft: 18, maxHeight: 300, overflow: 'auto' }}>
              {failure.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          }
        />
      )}
      {result && (
        <Space orientation="vertical" style={{ width: '100%', marginTop: 16 }} data-testid="import-result">
          <Alert type="success" showIcon title={t('admin.importTransfers.done')} />
          <Progress percent={100} />
          <ImportCounts counts={result.counts} title={t('admin.importTransfers.created')} />
          <Space>
            <Button onClick={() => openList('/definitions/houses')}>{t('admin.importTransfers.goHouses')}</Button>
            <Button onClick={() => openList('/definitions/residents')}>{t('admin.importTransfers.goResidents')}</Button>
          </Space>
        </Space>
      )}
      {check && (
        <div style={{ marginTop: 16 }} data-testid="import-check-result">
          <ImportCheckResult check={check} />
        </div>
      )}
      <ImportRuns refreshing={busy === 'run'} />
    </>
  );
}
