import { plateField, visitorLogSchema } from '@site/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { refreshResource } from '../../../api/queryKeys';
import { keyUnder } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { toast } from '../../../ui/feedback';
import { submitForm } from '../../../ui/submitForm';
import { zodRule } from '../../../ui/zodRule';
import { visitorLogsApi } from '../api';
import { HouseSelect } from '../HouseSelect';

const field = (name: string) => keyUnder('communication.visitorLogs.fields', name);

type QuickEntry = { visitor_name?: string; house_id?: number | null; vehicle_plate?: string; note?: string };

/**
 * The security desk's entry: name, house, plate and note in one line, logged as coming in now. The list
 * below shows the new visitor at the top, with its 'Çıkış' button.
 */
export function VisitorQuickEntry() {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<QuickEntry>();

  const save = () =>
    submitForm(form, async (values: QuickEntry) => {
      await visitorLogsApi.create({
        cluster_id: clusterId ?? 0,
        visitor_name: values.visitor_name ?? '',
        house_id: values.house_id ?? null,
        vehicle_plate: values.vehicle_plate?.trim() ? values.vehicle_plate : null,
        note: values.note?.trim() ? values.note : null,
        entered_at: new Date().toISOString(),
      });
      toast.success(t('communication.visitorLogs.entered'));
      form.resetFields();
      await refreshResource(queryClient, visitorLogsApi.resource, { clusterId });
    });

  return (
    <Card size="small" title={t('communication.visitorLogs.quickEntry')} style={{ marginBottom: 16 }}>
      <Form form={form} layout="inline" onFinish={() => void save()} data-testid="visitor-quick-entry">
        <Form.Item
          name="visitor_name"
          rules={[zodRule(visitorLogSchema.shape.visitor_name)]}
          style={{ marginBottom: 8 }}
        >
          <Input placeholder={t(field('visitor_name'))} aria-label={t(field('visitor_name'))} />
        </Form.Item>
        <Form.Item name="house_id" style={{ marginBottom: 8 }}>
          <HouseSelect label={field('house_id')} disabled={false} named />
        </Form.Item>
        <Form.Item name="vehicle_plate" rules={[zodRule(plateField().optional())]} style={{ marginBottom: 8 }}>
          <Input
            placeholder={t('communication.visitorLogs.platePlaceholder')}
            aria-label={t(field('vehicle_plate'))}
            style={{ width: 130 }}
          />
        </Form.Item>
        <Form.Item name="note" style={{ marginBottom: 8 }}>
          <Input placeholder={t(field('note'))} aria-label={t(field('note'))} />
        </Form.Item>
        <Form.Item style={{ marginBottom: 8 }}>
          <Button type="primary" htmlType="submit">
            {t('communication.visitorLogs.enter')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
