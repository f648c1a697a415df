/** Turkish messages of the dashboard. */
export const dashboard = {
  dashboard: {
    title: 'Gösterge Paneli',
    blocks: 'Blok',
    houses: 'Bağımsız Bölüm',
    residents: 'Sakin',
    withOwner: 'Malik kayıtlı BB',
    withRenter: 'Kiracılı BB',
    bankAccounts: 'Banka Hesabı',
    safes: 'Kasa',
    openDebt: 'Açık Borç',
    monthCollections: 'Bu Ayki Tahsilat',
    cash: 'Banka ve Kasa Mevcudu',
    selectCluster: 'Rakamları görmek için bir site seçin.',
  },
};
