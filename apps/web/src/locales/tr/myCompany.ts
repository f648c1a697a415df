import { userFields } from './userFields';

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
      smsCredit: {
        refresh: 'Bakiyeyi Güncelle',
        hint: '{{cluster}} sitesinin SMS sağlayıcısından kalan krediyi şimdi okur.',
        refreshed: 'SMS bakiyesi güncellendi: {{balance}} ({{at}}).',
      },
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
    workers: {
      fields: {
        ...userFields,
        role_ids: 'Roller',
        role_name: 'Rol',
        position_id: 'Görev',
        position_name: 'Görev',
        tech_authorization_id: 'Teknik Personel Yetkisi',
        cluster_count: 'Yetkili Siteler',
        last_login_at: 'Son Giriş',
      },
      search: 'Ad, e-posta veya telefon ara',
      allClusters: 'Tümü',
      techAuthorizations: {
        1: 'Sadece görüntüleme',
        2: 'Onaylayabilir ve yorum yapabilir',
        3: 'Tüm işlemler',
      },
      tabs: { general: 'Genel', clusters: 'Siteler' },
      clusters: {
        hint: 'Hiçbir site seçilmezse çalışan, şirketin tüm sitelerinde rollerinin yetkileriyle çalışır.',
        everywhere: 'Şu an şirketin tüm sitelerinde rollerinin yetkileriyle çalışıyor.',
        limited: 'Yalnızca seçili sitelerde, o site için işaretlenen yetkilerle çalışır.',
        passive: 'Pasif',
        afterCreate: 'Siteleri çalışanı kaydettikten sonra seçebilirsiniz.',
        permissions: 'Bu sitedeki yetkileri',
        noPermission: 'Yetki işaretlenmezse bu siteyi yalnızca görüntüler.',
      },
      resetPassword: 'Şifre Sıfırla',
      resetConfirm: 'Çalışana yeni bir geçici şifre verilecek ve açık oturumları kapanacak.',
      temporaryPassword: {
        title: 'Geçici Şifre',
        text: 'Bu şifre yalnızca şimdi gösterilir. Çalışan ilk girişinde kendi şifresini belirleyecek.',
        emailed: 'Şifre çalışanın e-posta adresine de gönderildi.',
        copy: 'Kopyala',
        copied: 'Kopyalandı',
      },
    },
  },
};
