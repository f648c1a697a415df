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
    companyProviders: {
      fields: {
        name: 'Ad',
        title: 'Unvan',
        provides_id: 'Sağladığı Hizmet',
        tax_office: 'Vergi Dairesi',
        tax_number: 'Vergi No / T.C. Kimlik No',
        phone: 'Telefon',
        email: 'E-posta',
        iban: 'IBAN',
        address: 'Adres',
        description: 'Açıklama',
      },
      taxNumberHelp: 'Şirketler için 10 haneli vergi numarası, şahıslar için 11 haneli T.C. kimlik numarası',
    },
  },
};
