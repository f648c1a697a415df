/** Turkish messages of the operating reports (Faaliyet Raporları). */
export const reportsOperating = {
  operatingReports: {
    basis: { label: 'Esas', cash: 'Nakit Esaslı', accrual: 'Tahakkuk Esaslı' },
    comparePrevious: 'Önceki dönemle karşılaştır',
    columns: {
      name: 'Kalem',
      total: 'Toplam',
      previous: 'Önceki Dönem',
      difference: 'Fark',
      comment: 'Açıklama',
    },
    sections: {
      income: 'Gelirler',
      expense: 'Giderler',
      incomeTotal: 'Gelirler Toplamı',
      expenseTotal: 'Giderler Toplamı',
      net: 'Net (Gelir − Gider)',
    },
    chart: { title: 'Aylık gelir ve gider', income: 'Gelir', expense: 'Gider' },
    ledgerLink: 'Muavin defterde göster',
    reconciled: 'Banka ve kasa değişimi (virmanlar hariç): {{amount}}',
    difference: {
      title: 'Farkın Açıklaması',
      intro: 'Tahakkuk esaslı rakamlar ile nakit esaslı rakamlar arasındaki fark.',
      cashIncome: 'Nakit esaslı gelir',
      incomeDifference: 'Gelir farkı (tahakkuk − nakit)',
      cashExpense: 'Nakit esaslı gider',
      expenseDifference: 'Gider farkı (tahakkuk − nakit)',
    },
    comment: {
      edit: 'Açıklama yaz',
      save: 'Kaydet',
      saved: 'Açıklama kaydedildi',
      placeholder: 'Bu kalem için açıklama (en fazla 1000 karakter)',
      companyWide: 'Açıklamalar tek bir site ve başlangıcı olan bir dönem için yazılır.',
    },
  },
};
