import type { FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { showServerErrors } from './submitForm';

/** A form that shows the given fields and records what is put on them. */
function fakeForm(fields: (string | number)[][]) {
  const set: { name: (string | number)[]; errors: string[] }[] = [];
  const form = {
    getFieldsError: () => fields.map((name) => ({ name, errors: [] })),
    setFields: (list: typeof set) => set.push(...list),
  } as unknown as FormInstance;
  return { form, set };
}

describe('showServerErrors', () => {
  it('puts each 422 message on the field or the nearest enclosing field, and returns the rest', () => {
    const { form, set } = fakeForm([['amount'], ['lines', 2, 'amount'], ['house_amounts']]);
    const unplaced = showServerErrors(form, {
      amount: ['En az 0,01 değerini girebilirsiniz.'],
      'lines.2.amount': ['Tutar sıfır olamaz.'],
      'house_amounts.3.amount': ['Zorunlu alan'],
      'invoice_ids.1': ['Bu faturanın ödenecek tutarı kalmadı.'],
    });
    expect(set).toEqual([
      { name: ['amount'], errors: ['En az 0,01 değerini girebilirsiniz.'] },
      { name: ['lines', 2, 'amount'], errors: ['Tutar sıfır olamaz.'] },
      { name: ['house_amounts'], errors: ['Zorunlu alan'] },
    ]);
    expect(unplaced).toEqual(['Bu faturanın ödenecek tutarı kalmadı.']);
  });

  it('places a key the form names otherwise through fieldOf', () => {
    const { form, set } = fakeForm([['username']]);
    const unplaced = showServerErrors(form, { 'goldsms.username': ['Zorunlu alan'] }, (key) => key.split('.').slice(1));
    expect(set).toEqual([{ name: ['username'], errors: ['Zorunlu alan'] }]);
    expect(unplaced).toEqual([]);
  });
});
