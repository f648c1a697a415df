import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const DeleteConfirm = lazy(() => import('./DeleteConfirm'));

/**
 * A row's 'Sil': asks 'Silmek istediğinizden emin misiniz?' (or a sharper question, e.g. that the
 * installments go too) and deletes only on 'Evet'. The question's code loads with the first click, so a
 * list does not download it up front.
 */
export function DeleteButton({ onConfirm, question }: { onConfirm: () => unknown; question?: string }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const button = (
    <Button size="small" type="link" danger onClick={() => setAsked(true)}>
      {t('common.delete')}
    </Button>
  );
  if (!asked) return button;
  return (
    <Suspense fallback={button}>
      <DeleteConfirm
        question={question ?? t('common.confirmDelete')}
        yes={t('common.yes')}
        no={t('common.no')}
        onConfirm={onConfirm}
      >
        {button}
      </DeleteConfirm>
    </Suspense>
  );
}
