import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Popover, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/queryKeys';
import { toast } from '../../../ui/feedback';
import { operatingApi } from './api';

/**
 * The comment of one line of the review report: its text, and for a user who may write it an inline editor
 * (a text area in a popover, 'Kaydet'; an empty text deletes the comment).
 */
export function CommentCell({
  comment,
  lineKey,
  clusterId,
  period,
  editable,
}: {
  comment: string | null;
  lineKey: string;
  clusterId: number | null;
  period: { date_from: string | null; date_to: string };
  editable: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(comment ?? '');
  const [busy, setBusy] = useState(false);
  const text_ = <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{comment ?? ''}</Typography.Text>;
  if (!editable || clusterId === null || period.date_from === null) return text_;
  const dateFrom = period.date_from;
  const save = async () => {
    setBusy(true);
    try {
      await operatingApi.saveComment(clusterId, {
        report: 'income-expense-review',
        line_key: lineKey,
        date_from: dateFrom,
        date_to: period.date_to,
        comment: text,
      });
      toast.success(t('operatingReports.comment.saved'));
      setOpen(false);
      await client.invalidateQueries({ queryKey: queryKeys.all('reports/income-expense-review') });
    } catch {
      // The shell has already shown the API error as a toast.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space align="start">
      {text_}
      <Popover
        trigger="click"
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) setText(comment ?? '');
        }}
        content={
          <Space orientation="vertical" style={{ width: 320 }}>
            <Input.TextArea
              aria-label={t('operatingReports.columns.comment')}
              placeholder={t('operatingReports.comment.placeholder')}
              value={text}
              maxLength={1000}
              showCount
              autoSize={{ minRows: 3, maxRows: 8 }}
              onChange={(e) => setText(e.target.value)}
            />
            <Button type="primary" loading={busy} onClick={() => void save()}>
              {t('operatingReports.comment.save')}
            </Button>
          </Space>
        }
      >
        <Button size="small" type="link" aria-label={t('operatingReports.comment.edit')}>
          {t('operatingReports.comment.edit')}
        </Button>
      </Popover>
    </Space>
  );
}
