import type { NotificationInstance } from 'antd/es/notification/interface';
import { describe, expect, it } from 'vitest';
import { setNotifier } from './feedback';
import { showWarnings } from './useFormSave';

describe('showWarnings', () => {
  it("toasts each of the answer's warnings for 10 s, and nothing for an answer without them", () => {
    const shown: { title: unknown; duration: unknown }[] = [];
    const warning: NotificationInstance['warning'] = ({ title, duration }) => {
      shown.push({ title, duration });
    };
    setNotifier({ warning } as NotificationInstance);
    showWarnings({ data: { id: 1 }, meta: { warnings: ['Taksitler silindi.', 'Gecikme zammı yeniden hesaplandı.'] } });
    showWarnings({ data: { id: 2 } });
    showWarnings('auto');
    expect(shown).toEqual([
      { title: 'Taksitler silindi.', duration: 10 },
      { title: 'Gecikme zammı yeniden hesaplandı.', duration: 10 },
    ]);
  });
});
