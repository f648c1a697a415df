import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Input, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import type { MessageKey } from '../../../locales/keys';
import { ActionButton } from '../../../ui/ActionButton';
import { DeleteButton } from '../../../ui/DeleteButton';
import { toast } from '../../../ui/feedback';
import { type ClusterPartResource, clustersApi } from '../api';

/** The blocks or the unit types of a complex, edited inside its panel. */
export function ClusterParts({
  clusterId,
  segment,
  title,
  canWrite,
}: {
  clusterId: number;
  segment: ClusterPartResource;
  title: MessageKey;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const parts = useQuery(clustersApi.parts(clusterId, segment));
  // The houses' form picks among them too.
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.all(segment) });

  const add = async () => {
    try {
      await clustersApi.addPart(clusterId, segment, name);
      setName('');
      toast.success(t('common.saved'));
      await refresh();
    } catch (error) {
      if (error instanceof ApiError) toast.error(error.messages.join(' '));
    }
  };
  const remove = async (id: number) => {
    try {
      await clustersApi.deletePart(segment, id);
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
