import {
  AMOUNT_COLUMNS_MESSAGE,
  SAAS_BANK_OPTIONAL_COLUMNS,
  type SaasBankColumnMapping,
  type SaasBankImportResult,
} from '@site/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnMappingDialog } from '../../../ui/ColumnMappingDialog';
import { toast } from '../../../ui/feedback';
import { refreshSaasBank, saasBankApi } from './api';

type Asked = Extract<SaasBankImportResult, { needs_mapping: true }>;

/**
 * 'Ekstre Yükle': sends a CSV or XLSX statement. When the server cannot tell its columns by their names it
 * answers with them, and the mapping dialog sends the file again with the chosen columns.
 */
export function ImportButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (chosen: File, mapping: SaasBankColumnMapping | null) => {
    const form = new FormData();
    if (mapping) form.append('mapping', JSON.stringify(mapping));
    form.append('file', chosen, chosen.name);
    setBusy(true);
    try {
      const { data } = await saasBankApi.import(form);
      if (data.needs_mapping) {
        setAsked(data);
        return;
      }
      setAsked(null);
      setFile(null);
      toast.success(
        t('admin.bankActivities.import.done', {
          created: data.new_count,
          skipped: data.skipped_count,
          suggested: data.suggested_count,
        }),
      );
      await refreshSaasBank(queryClient);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Upload
        accept=".csv,.txt,.xlsx"
        maxCount={1}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(chosen) => {
          setFile(chosen);
          // A refused file was already shown as a toast by the API client.
          send(chosen, null).catch(() => undefined);
          // The file goes with the form above, not with antd's own upload request.
          return false;
        }}
      >
        <Button type="primary" loading={busy && !asked} data-testid="saas-bank-import">
          {t('admin.bankActivities.import.upload')}
        </Button>
      </Upload>
      <ColumnMappingDialog<SaasBankColumnMapping>
        open={asked !== null}
        headers={asked?.headers ?? []}
        sample={asked?.sample ?? []}
        initial={asked?.mapping ?? {}}
        optionalFields={SAAS_BANK_OPTIONAL_COLUMNS}
        texts="admin.bankActivities.mapping"
        amountMessage={AMOUNT_COLUMNS_MESSAGE}
        saving={busy}
        onCancel={() => {
          setAsked(null);
          setFile(null);
        }}
        onSubmit={(mapping) => file && send(file, mapping).catch(() => undefined)}
      />
    </>
  );
}
