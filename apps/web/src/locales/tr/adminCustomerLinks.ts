/** Turkish messages of a customer's complexes ('Müşteriye TYA Ekle') and products ('Müşteriye Ürün Ekle'). */
export const adminCustomerLinks = {
  admin: {
    customerClusters: {
      title: 'TYA’lar',
      panel: 'Müşteriye TYA Ekle',
      editPanel: 'Müşterinin TYA’sını Düzenle',
      fields: {
        cluster_id: 'TYA',
        cluster_name: 'TYA',
        cluster_is_active: 'TYA Durumu',
        is_active: 'Müşteri-TYA Durumu',
        house_count: 'BB Sayısı',
        starts_on: 'Ekleme',
        ends_on: 'Kaldırma',
      },
      clusterOption: '{{name}} ({{company}}, {{count}} BB)',
      active: 'Aktif',
      passive: 'Pasif',
      endsOnHint: 'Boş bırakılırsa TYA müşteride kalır.',
      none: 'Bu müşterinin TYA’sı yok.',
    },
    customerProducts: {
      title: 'Ürünler',
      customersTitle: 'Müşteriler',
      panel: 'Müşteriye Ürün Ekle',
      editPanel: 'Müşterinin Ürününü Düzenle',
      fields: {
        customer_id: 'Müşteri',
        customer_ids: 'Müşteriler',
        customer_name: 'Müşteri',
        product_id: 'Ürün',
        product_name: 'Ürün',
        starts_on: 'Başlangıç',
        ends_on: 'Bitiş',
        amount: 'BB Başına Tutar',
        is_active: 'Durum',
        is_yearly: 'Yıllık',
      },
      active: 'Aktif',
      passive: 'Pasif',
      statusFilter: 'Durum',
      startLocked: 'Aktif ürünün başlangıç tarihi değiştirilemez.',
      endsExisting:
        'Seçilen müşterilerin başlangıç tarihinde devam eden ürünleri, bu tarihten bir gün önce sonlandırılacak.',
      none: 'Kayıt yok.',
    },
  },
};
