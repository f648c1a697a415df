import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Image, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { toast } from '../../../ui/feedback';
import { companiesApi } from '../api';

const KINDS = [
  ['logo', 'logo_url'],
  ['report-logo', 'report_logo_url'],
] as const;

/** The company's logo and report logo: PNG, JPEG or WEBP up to 1 MB, checked by the server. */
export function CompanyLogos({ companyId, canWrite }: { companyId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const company = useQuery(companiesApi.record(companyId));

  const send = async (kind: string, file: File | null) => {
    try {
      if (file) await companiesApi.uploadLogo(companyId, kind, file);
      else await companiesApi.deleteLogo(companyId, kind);
      toast.success(t('common.saved'));
      await queryClient.invalidateQueries({ queryKey: queryKeys.all('companies') });
    } catch (error) {
      if (error instanceof ApiError) toast.error(error.messages.join(' '));
    }
  };

  // Until the company has loaded, 'Yüklenmedi' would be a guess: the cards show once it is known.
  if (!company.data) return null;
  return (
    <Space style={{ marginTop: 24 }} align="start" wrap data-testid="company-logos">
      {KINDS.map(([kind, field]) => {
        const url = company.data.data[field];
        return (
          <Card key={kind} size="small" title={t(`companies.logos.${kind}`)} style={{ width: 260 }}>
            {url ? (
              <Image src={url} alt={t(`companies.logos.${kind}`)} height={80} />
            ) : (
              <span>{t('companies.logos.none')}</span>
            )}
            {canWrite && (
              <Space style={{ marginTop: 12 }}>
                <Upload
                  accept="image/png,image/jpeg,image/webp"
                  showUploadList={false}
                  beforeUpload={(file) => {
                    void send(kind, file);
                    return false;
                  }}
                >
                  <Button>{t('companies.logos.upload')}</Button>
                </Upload>
                {url && (
                  <Button danger onClick={() => void send(kind, null)}>
                    {t('common.delete')}
                  </Button>
                )}
              </Space>
            )}
          </Card>
        );
      })}
    </Space>
  );
}
