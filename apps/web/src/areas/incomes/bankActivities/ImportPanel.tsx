import { AMOUNT_COLUMNS_MESSAGE, BANK_OPTIONAL_COLUMNS, type BankColumnMapping } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Select, Space, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCluster } from '../../../session/ClusterProvider';
import { ColumnMappingDialog } from '../../../ui/ColumnMappingDialog';
import { toast } from '../../../ui/feedback';
import { bankActivitiesApi, pickersApi } from '../api';
import { guessMapping } from './guessMapping';
import type { ImportResult } from './types';

type Asked = Extract<ImportResult, { needs_mapping: true }>;

/** The complex's bank accounts, for the upload and the list filter. */
export function useBankAccountOptions() {
  const { clusterId } = useCluster();
  const { data } = useQuery(pickersApi.bankAccounts(clusterId));
  return (data?.data ?? []).map((b) => ({ value: b.id, label: b.name }));
}

/**
 * Uploads a statement (CSV or XLSX) for a bank account. The first time (or when asked to, or when the
 * bank's columns changed) the server answers with the columns, and the mapping dialog sends the file again
 * with the mapping, which the server keeps for the account.
 */
export function ImportPanel({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const bankAccounts = useBankAccountOptions();
  const [chosenAccount, setBankAccountId] = useState<number | null>(null);
  // A complex with one bank account needs no choice.
  const bankAccountId = chosenAccount ?? (bankAccounts.length === 1 ? bankAccounts[0].value : null);
  const [remap, setRemap] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [busy, setBusy] = useState(false);
  // The columns recognised by name, overridden by the account's saved mapping.
  const initialMapping = useMemo(
    () => (asked ? { ...guessMapping(asked.headers), ...(asked.mapping ?? {}) } : {}),
    [asked],
  );

  const send = async (chosen: File, mapping: BankColumnMapping | null) => {
    if (!bankAccountId) return;
    const form = new FormData();
    form.append('bank_account_id', String(bankAccountId));
    if (mapping) form.append('mapping', JSON.stringify(mapping));
    else if (remap) form.append('remap', '1');
    form.append('file', chosen, chosen.name);
    setBusy(true);
    try {
      const { data } = await bankActivitiesApi.import(clusterId, form);
      if (data.needs_mapping) {
        setAsked(data);
        return;
      }
      setAsked(null);
      setFile(null);
      setRemap(false);
      toast.success(
        t('bankActivities.import.done', {
          created: data.new_count,
          skipped: data.skipped_count,
          suggested: data.suggested_count,
        }),
      );
      onImported();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space wrap>
      <Select<number>
        style={{ width: 240 }}
        aria-label={t('bankActivities.import.bankAccount')}
        placeholder={t('bankActivities.import.bankAccount')}
        options={bankAccounts}
        value={bankAccountId ?? undefined}
        onChange={(id) => setBankAccountId(id ?? null)}
        allowClear
      />
      <Checkbox checked={remap} onChange={(e) => setRemap(e.target.checked)}>
        {t('bankActivities.import.remap')}
      </Checkbox>
      <Upload
        accept=".csv,.txt,.xlsx"
        maxCount={1}
        showUploadList={false}
        disabled={!bankAccountId || busy}
        beforeUpload={(chosen) => {
          setFile(chosen);
          // A refused file was already shown as a toast by the API client.
          send(chosen, null).catch(() => undefined);
          // The file goes with the form above, not with antd's own upload request.
          return false;
        }}
      >
        <Button type="primary" loading={busy && !asked} disabled={!bankAccountId}>
          {t('bankActivities.import.upload')}
        </Button>
      </Upload>
      <ColumnMappingDialog<BankColumnMapping>
        open={asked !== null}
        headers={asked?.headers ?? []}
        sample={asked?.sample ?? []}
        initial={initialMapping}
        missing={asked?.missing_columns ?? []}
        optionalFields={BANK_OPTIONAL_COLUMNS}
        texts="bankActivities.mapping"
        amountMessage={AMOUNT_COLUMNS_MESSAGE}
        saving={busy}
        onCancel={() => {
          setAsked(null);
          setFile(null);
        }}
        onSubmit={(mapping) => file && send(file, mapping).catch(() => undefined)}
      />
    </Space>
  );
}
