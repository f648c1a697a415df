import { Tag, Tooltip } from 'antd';

/** How sure a suggestion is, as a coloured percentage with its reason on hover. */
export function ConfidenceTag({ confidence, reason }: { confidence: number; reason: string | null }) {
  if (!reason) return null;
  const color = confidence >= 85 ? 'green' : confidence >= 60 ? 'gold' : 'default';
  return (
    <Tooltip title={reason}>
      <Tag color={color}>%{confidence}</Tag>
    </Tooltip>
  );
}
