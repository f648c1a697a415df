import { useQuery } from '@tanstack/react-query';
import { Button, Image, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { toast } from '../../../ui/feedback';
import type { ControlProps } from '../../../ui/ResourceForm';
import { adsApi } from './api';

/** The stored image, fetched with the token and shown from an object URL. */
function Preview({ name }: { name: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(adsApi.image(name));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return;
    const objectUrl = URL.createObjectURL(data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [data]);
  if (!url) return null;
  return <Image src={url} alt={t('admin.ads.image.preview')} width={240} data-testid="advert-image-preview" />;
}

/**
 * The advert's image: a chosen file is uploaded at once (the server checks its type by its content and its size)
 * and the field keeps the stored name, shown as a preview; the advert is saved with it.
 */
export function AdvertImageInput({ id, value, onChange, disabled }: ControlProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const name = typeof value === 'string' && value ? value : null;

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const { data } = await adsApi.uploadImage(file);
      onChange?.(data.image_file);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.messages.join(' ') : String(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Space orientation="vertical" id={id}>
      {name && <Preview name={name} />}
      <Space wrap>
        <Upload
          accept="image/png,image/jpeg,image/webp"
          showUploadList={false}
          disabled={disabled}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button loading={uploading} disabled={disabled}>
            {t(name ? 'admin.ads.image.replace' : 'admin.ads.image.upload')}
          </Button>
        </Upload>
        {name && (
          <Button danger disabled={disabled} onClick={() => onChange?.(null)}>
            {t('admin.ads.image.remove')}
          </Button>
        )}
      </Space>
      <Typography.Text type="secondary">{t('admin.ads.image.hint')}</Typography.Text>
    </Space>
  );
}
