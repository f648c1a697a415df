import {
  REQUEST_FILE_MAX_BYTES,
  REQUEST_FILE_TYPES,
  type RequestFile,
  type RequestKindName,
  requestFileMessages,
} from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Divider, Image, Space, Tag, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { DeleteButton } from '../../../ui/DeleteButton';
import { toast } from '../../../ui/feedback';
import { formatDateTime, formatNumber } from '../../../ui/format';
import { requestsApi } from '../api';

type Props = { kind: RequestKindName; id: number; canWrite: boolean };

const THUMB = 64;

/** '850 KB', '1,2 MB'. */
const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`
    : `${formatNumber(Math.round(bytes / 104857.6) / 10)} MB`;

/** A browser address of the file's bytes while the component shows it (the download needs the caller's token). */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** An image's thumbnail (opens large on click), a PDF's tag. */
function Thumbnail({ kind, requestId, file }: { kind: RequestKindName; requestId: number; file: RequestFile }) {
  const image = file.content_type.startsWith('image/');
  const bytes = useQuery({ ...requestsApi.fileBytes(kind, requestId, file.id), enabled: image });
  const url = useObjectUrl(bytes.data);
  if (!image) return <Tag style={{ width: THUMB, textAlign: 'center' }}>PDF</Tag>;
  return url ? (
    <Image src={url} alt={file.file_name} width={THUMB} height={THUMB} style={{ objectFit: 'cover' }} />
  ) : (
    <div style={{ width: THUMB, height: THUMB }} />
  );
}

/** Saves the file under its name through a temporary link. */
async function download(requestId: number, file: RequestFile) {
  const blob = await requestsApi.fileBlob(requestId, file.id);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.file_name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * 'Ekler' under a saved request: its photos and documents (JPEG, PNG, WebP or PDF up to 5 MB, the type checked by
 * the server from the content), images as thumbnails, each name a download; adding and deleting for those who may
 * write (a technical worker's narrower authorization is left to the server's 403).
 */
export function RequestFiles({ kind, id, canWrite }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const files = useQuery(requestsApi.files(kind, id));
  const [busy, setBusy] = useState(false);
  // The list alone: the thumbnails already shown never change.
  const refresh = () => queryClient.invalidateQueries({ queryKey: requestsApi.files(kind, id).queryKey });

  /** `showError`: the call is silent (the upload), so its refusal (type, size) is shown here. */
  const run = async (action: () => Promise<unknown>, done: string, showError: boolean) => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
      await refresh();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (showError) toast.error(error.messages.join(' '));
    } finally {
      setBusy(false);
    }
  };

  const upload = (file: File) => {
    if (file.size > REQUEST_FILE_MAX_BYTES) toast.error(requestFileMessages.size);
    else void run(() => requestsApi.uploadFile(id, file), t('communication.requests.files.uploaded'), true);
    return false;
  };

  const rows = files.data?.data ?? [];
  return (
    <div data-testid="request-files" style={{ marginTop: 24 }}>
      <Divider titlePlacement="start">{t('communication.requests.files.title')}</Divider>
      {canWrite && (
        <Space wrap style={{ marginBottom: 8 }}>
          <Upload accept={REQUEST_FILE_TYPES.join(',')} showUploadList={false} beforeUpload={upload}>
            <Button loading={busy}>{t('communication.requests.files.upload')}</Button>
          </Upload>
          <Typography.Text type="secondary">{t('communication.requests.files.hint')}</Typography.Text>
        </Space>
      )}
      {rows.length ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {rows.map((file) => (
            <Space key={file.id} align="center" wrap data-testid="request-file">
              <Thumbnail kind={kind} requestId={id} file={file} />
              <div>
                <Button type="link" style={{ padding: 0 }} onClick={() => void download(id, file)}>
                  {file.file_name}
                </Button>
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {[sizeText(file.size), file.created_by_name, formatDateTime(file.created_at)]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography.Paragraph>
              </div>
              {canWrite && (
                <DeleteButton
                  onConfirm={() =>
                    run(() => requestsApi.deleteFile(id, file.id), t('communication.requests.files.deleted'), false)
                  }
                />
              )}
            </Space>
          ))}
        </Space>
      ) : (
        <Typography.Text type="secondary">{t('communication.requests.files.none')}</Typography.Text>
      )}
    </div>
  );
}
