import type { Invoice, ItemResponse } from '@site/shared';
import { Button, Card, Space, Table, type TableColumnType } from 'antd';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../ui/DeleteButton';
import { toast } from '../../../ui/feedback';
import { showWarnings } from '../../../ui/useFormSave';
import { useInvoiceRefresh } from './invoiceModel';

/** What a section's side panel is given: the invoice, the row edited (null adds one), and how to close or go on. */
export type InvoicePanelProps<Edited> = {
  invoice: Invoice;
  row: Edited | null;
  open: boolean;
  onClose: () => void;
  /** Keeps the panel open on a saved row (its 'Kaydet', beside 'Kaydet ve Kapat'). */
  onSaved: (row: Edited) => void;
};

type Props<Edited, Row extends Edited & { id: number }> = {
  /** Which part: its texts are `invoices.<part>.title` and `.add`, its test id `invoice-<part>`. */
  part: 'items' | 'installments' | 'payments';
  invoice: Invoice;
  canWrite: boolean;
  /** Adding is closed (nothing left to install or to pay). */
  addDisabled?: boolean;
  rows: Row[];
  emptyText?: string;
  columns: TableColumnType<Row>[];
  /** Actions a row has also read-only (a payment's receipt), before its edit and delete. */
  rowActions?: { width: number; render: (row: Row) => ReactNode };
  /** The delete's question, when it is sharper than 'Silmek istediğinizden emin misiniz?'. */
  deleteQuestion?: string;
  /** Deletes the row; a warning the server answers with is shown (e.g. the installments went too). */
  remove: (row: Row) => Promise<ItemResponse<unknown>>;
  /** What the section says above its table. */
  intro?: ReactNode;
  summary?: () => ReactNode;
  /** The side panel that adds or edits a row. */
  Panel: ComponentType<InvoicePanelProps<Edited>>;
};

/**
 * One part of a saved invoice (its items, installments or payments) as a card: the rows, each edited in a side
 * panel or deleted, and the add button; every change refreshes the invoice and the complex's expenses lists.
 */
export function InvoiceSection<Edited, Row extends Edited & { id: number }>({
  part,
  invoice,
  canWrite,
  addDisabled,
  rows,
  emptyText,
  columns,
  rowActions,
  deleteQuestion,
  remove,
  intro,
  summary,
  Panel,
}: Props<Edited, Row>) {
  const { t } = useTranslation();
  const refresh = useInvoiceRefresh();
  const [edited, setEdited] = useState<{ row: Edited | null } | null>(null);

  const removeRow = async (row: Row) => {
    const response = await remove(row);
    toast.success(t('list.deleted'));
    showWarnings(response);
    await refresh();
  };

  const actions: TableColumnType<Row>[] =
    canWrite || rowActions
      ? [
          {
            key: 'actions',
            title: t('list.actions'),
            width: rowActions?.width ?? 160,
            render: (_v, row) => (
              <Space size="small" wrap={Boolean(rowActions)}>
                {rowActions?.render(row)}
                {canWrite && (
                  <Button size="small" type="link" onClick={() => setEdited({ row })}>
                    {t('common.edit')}
                  </Button>
                )}
                {canWrite && <DeleteButton question={deleteQuestion} onConfirm={() => removeRow(row)} />}
              </Space>
            ),
          },
        ]
      : [];

  return (
    <Card
      size="small"
      title={t(`invoices.${part}.title`)}
      data-testid={`invoice-${part}`}
      extra={
        canWrite && (
          <Button type="primary" disabled={addDisabled} onClick={() => setEdited({ row: null })}>
            {t(`invoices.${part}.add`)}
          </Button>
        )
      }
    >
      {intro}
      <Table<Row>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={rows}
        locale={emptyText ? { emptyText } : undefined}
        columns={[...columns, ...actions]}
        summary={summary}
      />
      {canWrite && (
        <Panel
          invoice={invoice}
          row={edited?.row ?? null}
          open={edited !== null}
          onClose={() => setEdited(null)}
          onSaved={(row) => setEdited({ row })}
        />
      )}
    </Card>
  );
}
