import type { SaasMatchConfidence } from '@site/shared';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<SaasMatchConfidence, string> = { high: 'green', medium: 'gold', low: 'default' };

/** How sure a suggestion is: 'Yüksek', 'Orta' or 'Düşük', with its reason on hover. */
export function ConfidenceTag({ confidence }: { confidence: SaasMatchConfidence | null }) {
  const { t } = useTranslation();
  if (!confidence) return null;
  return (
    <Tooltip title={t(`admin.bankActivities.confidenceHelp.${confidence}`)}>
      <Tag color={COLORS[confidence]} data-testid={`confidence-${confidence}`}>
        {t(`admin.bankActivities.confidence.${confidence}`)}
      </Tag>
    </Tooltip>
  );
}
