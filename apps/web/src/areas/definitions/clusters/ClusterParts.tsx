import type { ClusterPart } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Input, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../../api/client';
import type { MessageKey } from '../../../locales/keys';
import { ActionButton } from '../../../ui/ActionButton';
import { DeleteButton } from '../../../ui/DeleteButton';
import { toast } from '../../../ui/feedback';

/** The blocks or the unit types of a complex, edited inside its panel. */
export function ClusterParts({
  clusterId,
  segment,
  title,
  canWrite,
}: {
  clusterId: number;
  segment: 'blocks' | 'house-types';
  title: MessageKey;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const key = ['cluster', clusterId, segment, 'options'];
  const parts = useQuery({
    queryKey: key,
    queryFn: () => api.get<{ data: ClusterPart[] }>(`/clusters/${clusterId}/${segment}`),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const add = async () => {
    try {
      await api.post(`/clusters/${clusterId}/${segment}`, { name }, true);
      setName('');
      toast.success(t('common.saved'));
      await refresh();
    } catch (error) {
      if (error instanceof ApiError) toast.error(error.messages.join(' '));
    }
  };
  const remove = async (id: number) => {
    try {
      await api.delete(`/${segment}/${id}`, true);
      await refresh();
    } catch (error) {
      if (error instanceof ApiError) toast.error(error.messages.join(' '));
    }
  };

  return (
    <div data-testid={`cluster-${segment}`} style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{t(title)}</Typography.Title>
      <List
        size="small"
        bordered
        dataSource={parts.data?.data ?? []}
        renderItem={(part) => (
          <List.Item actions={canWrite ? [<DeleteButton key="delete" onConfirm={() => remove(part.id)} />] : []}>
            {part.name}
          </List.Item>
        )}
      />
      {canWrite && (
        <Space.Compact style={{ marginTop: 8 }}>
          <Input
            aria-label={t(title)}
            placeholder={t('clusters.newPart')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onPressEnter={() => void add()}
          />
          <ActionButton onClick={() => void add()}>{t('list.add')}</ActionButton>
        </Space.Compact>
      )}
    </div>
  );
}
