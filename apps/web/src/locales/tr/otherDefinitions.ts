/** Turkish messages of the other definitions area: income and expense types, projects, fixtures, maintenances. */
export const otherDefinitions = {
  otherDefinitions: { system: 'Sistem', origin: 'Tanımlayan' },
  projects: {
    fields: {
      name: 'Proje Adı',
      description: 'Açıklama',
      starts_on: 'Başlangıç Tarihi',
      ends_on: 'Bitiş Tarihi',
      amount: 'Bütçe',
    },
  },
  expenseTypes: {
    fields: { name: 'Gider Tipi', parent_id: 'Üst Gider Tipi', sign: 'İşaret' },
    signs: { 1: 'Gelir (+)', '-1': 'Gider (-)' },
    children: 'Alt Gider Tipleri',
    addChild: 'Alt Tip Ekle',
  },
  incomeTypes: { fields: { name: 'Gelir Tipi', parent_id: 'Üst Gelir Tipi' } },
  otherIncomes: { fields: { name: 'Gelir Tipi', description: 'Açıklama' } },
  fixtureGroups: { fields: { name: 'Grup Adı' } },
  fixtures: {
    fields: {
      fixture_group_id: 'Demirbaş Grubu',
      name: 'Demirbaş Adı',
      brand: 'Marka',
      serial_no: 'Seri No',
      acquired_on: 'Alım Tarihi',
      amount: 'Tutar',
      status_id: 'Durum',
    },
    statuses: { 1: 'Kullanımda', 2: 'Depoda', 3: 'Arızalı', 4: 'Hurda' },
  },
  housingIncome: {
    fields: {
      block_name: 'Blok',
      door_number: 'Kapı No',
      owner_name: 'Malik',
      net_area: 'Net Alan (m²)',
      land_share: 'Arsa Payı',
    },
  },
  paybackReasons: { fields: { name: 'İade Nedeni' } },
  contractTypes: { fields: { name: 'Sözleşme Tipi' } },
  maintenanceTypes: { fields: { name: 'Bakım Tipi', parent_id: 'Üst Bakım Tipi' } },
  cleaningTypes: { fields: { name: 'Temizlik Tipi' } },
  breakdownTypes: { fields: { name: 'Arıza Tipi' } },
  clusterPhones: { fields: { name: 'Ad', phone: 'Telefon', description: 'Açıklama' } },
  maintenances: {
    fields: {
      maintenance_type_id: 'Bakım Tipi',
      name: 'Bakım',
      period_months: 'Periyot (Ay)',
      next_on: 'Sonraki Bakım Tarihi',
      description: 'Açıklama',
    },
  },
  houseIntegrations: {
    fields: {
      block_name: 'Blok',
      door_number: 'Kapı No',
      provider_name: 'Sağlayıcı',
      integration_code: 'Entegrasyon Kodu',
    },
  },
};
