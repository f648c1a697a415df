/** Turkish messages of the My company (Şirketim) area. */
export const myCompany = {
  myCompany: {
    workerPositions: {
      fields: {
        name: 'Pozisyon',
      },
    },
    companyResidents: {
      clusters: 'Siteler',
      search: 'Ad, telefon veya e-posta ara',
      debtors: { label: 'Borç Durumu', yes: 'Borçlu', no: 'Borçsuz' },
    },
    companyInfo: {
      noCompany: 'Şirket seçilmedi.',
    },
  },
};
