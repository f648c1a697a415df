import { countSms, placeholderText, TEMPLATE_PLACEHOLDERS } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Form, Input, Select, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCluster } from '../../../session/ClusterProvider';
import type { ControlProps } from '../../../ui/ResourceForm';
import { templatesApi } from './api';
import { insertAtCursor } from './insertAtCursor';

const PREVIEW_DELAY_MS = 400;

/** The value after the user stopped changing it for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The SMS a text costs: characters, segments and the encoding it goes in. */
export function SmsCounter({ text }: { text: string }) {
  const { t } = useTranslation();
  const count = countSms(text);
  return (
    <Typography.Text type="secondary" data-testid="sms-counter">
      {t('communication.templates.smsCounter', { characters: count.characters, segments: count.segments })} ·{' '}
      {t(`communication.templates.encodings.${count.encoding}`, { perSegment: count.perSegment })}
    </Typography.Text>
  );
}

/** The text filled in with a resident of the selected complex, as they would receive it. */
function TemplatePreviewCard({ body }: { body: string }) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const form = Form.useFormInstance();
  const subject = (Form.useWatch('subject', form) as string | null | undefined) ?? null;
  const [residentId, setResidentId] = useState<number | null>(null);
  const residents = useQuery(templatesApi.residentPicker(clusterId));
  const text = useSettled({ subject, body }, PREVIEW_DELAY_MS);
  const preview = useQuery(templatesApi.preview({ clusterId, residentId, ...text }));
  const filled = preview.data?.data;
  return (
    <Card size="small" title={t('communication.templates.preview')} style={{ marginTop: 12 }}>
      <Select
        style={{ width: '100%' }}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        placeholder={t('communication.templates.previewResident')}
        aria-label={t('communication.templates.previewResident')}
        value={residentId ?? undefined}
        onChange={(id) => setResidentId(id ?? null)}
        options={(residents.data?.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
      />
      {preview.error && <Alert type="warning" showIcon style={{ marginTop: 8 }} title={preview.error.message} />}
      {filled && residentId !== null ? (
        <div data-testid="template-preview" style={{ marginTop: 8 }}>
          {filled.subject && <Typography.Text strong>{filled.subject}</Typography.Text>}
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>{filled.body}</Typography.Paragraph>
          <SmsCounter text={filled.body} />
        </div>
      ) : (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('communication.templates.previewHint')}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

/**
 * The body of a template: a text area, a picker that inserts a placeholder where the cursor is, the SMS count
 * of the text as written, and a live preview with a resident of the complex.
 */
export function TemplateBodyEditor({ id, value, onChange, disabled }: ControlProps) {
  const { t } = useTranslation();
  const text = typeof value === 'string' ? value : '';
  const area = useRef<TextAreaRef>(null);
  // Where the cursor was when the text area lost focus to the picker.
  const selection = useRef<{ start: number | null; end: number | null }>({ start: null, end: null });
  const remember = () => {
    const element = area.current?.resizableTextArea?.textArea;
    if (element) selection.current = { start: element.selectionStart, end: element.selectionEnd };
  };
  const insert = (key: string) => {
    const next = insertAtCursor(text, selection.current, placeholderText(key));
    onChange?.(next.text);
    selection.current = { start: next.cursor, end: next.cursor };
    requestAnimationFrame(() => {
      const element = area.current?.resizableTextArea?.textArea;
      element?.focus();
      element?.setSelectionRange(next.cursor, next.cursor);
    });
  };
  return (
    <div>
      {!disabled && (
        <Select
          style={{ width: 240, marginBottom: 8 }}
          placeholder={t('communication.templates.insertPlaceholder')}
          aria-label={t('communication.templates.insertPlaceholder')}
          value={null}
          onChange={(key: string | null) => key && insert(key)}
          options={TEMPLATE_PLACEHOLDERS.map((p) => ({
            value: p.key,
            label: `${p.label} (${placeholderText(p.key)})`,
          }))}
        />
      )}
      <Input.TextArea
        id={id}
        ref={area}
        rows={6}
        disabled={disabled}
        value={text}
        onChange={(event) => onChange?.(event.target.value)}
        onSelect={remember}
        onBlur={remember}
        onKeyUp={remember}
        onClick={remember}
      />
      <Flex justify="flex-end" style={{ marginTop: 4 }}>
        <SmsCounter text={text} />
      </Flex>
      <TemplatePreviewCard body={text} />
    </div>
  );
}
