/** Turkish messages of the admin area's CRM core: products, customer groups and customers. */
export const adminCrm = {
  admin: {
    products: {
      fields: {
        name: 'Ürün Adı',
        invoice_description: 'Fatura Açıklaması',
        monthly_price_per_house: 'Aylık Konut Başı Fiyat',
        yearly_price_per_house: 'Yıllık Konut Başı Fiyat',
        is_available: 'Satışta',
        customer_count: 'Müşteri Sayısı',
        created_at: 'Oluşturulma',
      },
      tabs: { general: 'Genel', customers: 'Müşteriler' },
      search: 'Ürün adı ara',
    },
    customerGroups: {
      fields: { name: 'Grup Adı', customer_count: 'Müşteri Sayısı', created_at: 'Oluşturulma' },
    },
    customers: {
      fields: {
        name: 'Müşteri Adı',
        product_name: 'Ürün',
        product_id: 'Ürün No',
        product_starts_on: 'Ürün Başlangıç',
        product_ends_on: 'Ürün Bitiş',
        active_product_count: 'Aktif Ürün',
        title: 'Ünvan',
        email: 'E-posta',
        tax_number: 'VKN/TCKN',
        tax_office: 'Vergi Dairesi',
        phone: 'Telefon',
        address: 'Adres',
        iban: 'IBAN',
        cluster_count: 'Site Sayısı',
        is_active: 'Aktif',
        authorized_user_id: 'Yetkili Kişi',
        authorized_user_name: 'Yetkili',
        customer_group_id: 'Müşteri Grubu',
        company_id: 'Yönetim Şirketi',
      },
      tabs: { general: 'Genel', clusters: 'Siteler', products: 'Ürünler' },
      search: 'Ad, ünvan, vergi no veya e-posta ara',
      authorizedUserHelp: 'Önce yönetim şirketini seçin.',
      afterCreate: 'Siteler ve ürünler, müşteri kaydedildikten sonra eklenebilir.',
    },
  },
};
