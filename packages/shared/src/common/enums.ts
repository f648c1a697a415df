/**
 * The product's fixed enumerations (spec §3, §4, §9), served by `GET types/generic`
 * and used by the web, so both show the same Turkish names.
 */
export const genericTypes = {
  house_user_types: [
    { id: 1, name: 'Malik' },
    { id: 2, name: 'Kiracı' },
    { id: 3, name: 'Misafir' },
    { id: 4, name: 'Eski Malik' },
    { id: 5, name: 'Eski Kiracı' },
    { id: 6, name: 'Borçlu' },
  ],
  provider_types: [
    { id: 1, name: 'Avukat' },
    { id: 2, name: 'Banka Komisyonu' },
    { id: 3, name: 'Personel' },
    { id: 4, name: 'Personel SGK' },
    { id: 5, name: 'Tedarikçi' },
    { id: 6, name: 'Dağıtım Şirketi' },
  ],
  company_types: [
    { id: 1, name: 'Yönetim Şirketi' },
    { id: 2, name: 'Tedarikçi' },
    { id: 3, name: 'Şirket Tedarikçisi' },
  ],
  invoice_types: [
    { id: 1, name: 'Fatura Gelecek' },
    { id: 2, name: 'Faturalı' },
    { id: 3, name: 'Faturasız' },
    { id: 4, name: 'Gider Makbuzlu' },
    { id: 5, name: 'Devir' },
    { id: 6, name: 'Tedarikçi Avans' },
  ],
  payment_types: [
    { id: 1, name: 'Peşin' },
    { id: 2, name: 'Avanslı' },
  ],
  debitor_types: [
    { id: 1, name: 'Kat Malikleri' },
    { id: 2, name: 'Oturanlar' },
  ],
  assessment_calculation_types: [
    { id: 1, name: 'Tüm TYA' },
    { id: 2, name: 'Seçili Bloklar' },
  ],
  management_types: [
    { id: 1, name: 'Yönetim Şirketi' },
    { id: 2, name: 'Yönetici' },
  ],
  delay_calculation_types: [
    { id: 1, name: 'Aylık' },
    { id: 2, name: 'Günlük' },
  ],
  amount_types: [
    { id: 1, name: 'Aylık' },
    { id: 2, name: 'Toplam' },
  ],
  // Id 3 is unused in the original data.
  action_types: [
    { id: 1, name: 'Ekleme' },
    { id: 2, name: 'Güncelleme' },
    { id: 4, name: 'Silme' },
    // A super administrator's signing in as a user, and its end (logged on the user).
    { id: 8, name: 'Kullanıcı olarak giriş' },
    { id: 16, name: 'Kullanıcı girişinden çıkış' },
  ],
  accounting_view_types: [
    { id: 1, name: 'Varsayılan' },
    { id: 2, name: 'Bu yıl' },
    { id: 3, name: 'Son 3 ay' },
    { id: 4, name: 'Son 6 ay' },
    { id: 5, name: 'Son 12 ay' },
    { id: 6, name: 'Tümü' },
  ],
  user_commercial_types: [
    { id: 'personal', name: 'Bireysel' },
    { id: 'commercial', name: 'Ticari' },
  ],
  house_kinds: [
    { id: 'house', name: 'Konut' },
    { id: 'workplace', name: 'İşyeri' },
    { id: 'member', name: 'Üye' },
    { id: 'management_office', name: 'Yönetim Ofisi' },
  ],
  cluster_bank_workflow_types: [
    { id: 1, name: 'Onay bekle' },
    { id: 2, name: 'Son ödeme tarihine göre tahsil et' },
  ],
  provider_bank_workflow_types: [
    { id: 0, name: 'Varsayılan' },
    { id: 1, name: 'Onay bekle' },
    { id: 2, name: 'Fatura bul veya oluştur ve kapat' },
    { id: 3, name: 'Otomatik faturayı düzenle ve kapat' },
  ],
  // How a provider's lines are told apart in an imported bank statement; a provider without one (null) is
  // not matched. A provider with one names the expense type its lines are booked to (spec §5).
  bank_integration_types: [
    { id: 1, name: 'IBAN ile eşleştir' },
    { id: 2, name: 'Vergi numarası ile eşleştir' },
    { id: 3, name: 'Açıklama ile eşleştir' },
    { id: 4, name: 'Otomatik ödeme talimatı' },
  ],
  tech_worker_authorizations: [
    { id: 'view_only', name: 'Sadece görüntüleme' },
    { id: 'can_approve_and_comment', name: 'Onaylama ve yorum' },
    { id: 'all_actions', name: 'Tüm işlemler' },
  ],
  share_meter_roundings: [
    { id: 'no_rounding', name: 'Yuvarlama yok' },
    { id: 'round', name: 'Yuvarla' },
  ],
  notification_providers: [
    { id: 1, name: 'GoldSMS' },
    { id: 2, name: 'MasGSM' },
  ],
  // 1 needs a submerchant_id, 2 needs the Param details.
  payment_providers: [
    { id: 1, name: 'iyzico' },
    { id: 2, name: 'Param' },
  ],
  // The company_type_id of a Param payment provider (spec §3).
  param_company_types: [
    { id: 1, name: 'Bireysel' },
    { id: 2, name: 'Şahıs Şirketi' },
    { id: 3, name: 'Limited veya Anonim Şirket' },
  ],
  bank_account_types: [
    { id: 1, name: 'Vadesiz' },
    { id: 2, name: 'Vadeli' },
    { id: 3, name: 'POS' },
  ],
  // Ids are the banks' EFT institution codes.
  banks: [
    { id: 10, name: 'Ziraat Bankası' },
    { id: 12, name: 'Halkbank' },
    { id: 15, name: 'VakıfBank' },
    { id: 32, name: 'TEB' },
    { id: 46, name: 'Akbank' },
    { id: 59, name: 'Şekerbank' },
    { id: 62, name: 'Garanti BBVA' },
    { id: 64, name: 'Türkiye İş Bankası' },
    { id: 67, name: 'Yapı Kredi' },
    { id: 92, name: 'Citibank' },
    { id: 99, name: 'ING' },
    { id: 103, name: 'Fibabanka' },
    { id: 109, name: 'ICBC Turkey' },
    { id: 111, name: 'QNB' },
    { id: 123, name: 'HSBC' },
    { id: 124, name: 'Alternatifbank' },
    { id: 125, name: 'Burgan Bank' },
    { id: 134, name: 'Denizbank' },
    { id: 135, name: 'Anadolubank' },
    { id: 143, name: 'Aktif Yatırım Bankası' },
    { id: 146, name: 'Odeabank' },
    { id: 203, name: 'Albaraka Türk' },
    { id: 205, name: 'Kuveyt Türk' },
    { id: 206, name: 'Türkiye Finans' },
    { id: 209, name: 'Ziraat Katılım' },
    { id: 210, name: 'Vakıf Katılım' },
    { id: 211, name: 'Emlak Katılım' },
  ],
  // Ids are the role names of the roles table.
  company_user_roles: [
    { id: 'company-admin', name: 'Şirket Yöneticisi' },
    { id: 'manager', name: 'Site Yöneticisi' },
    { id: 'accountant', name: 'Muhasebeci' },
  ],
  months: [
    { id: 1, name: 'Ocak' },
    { id: 2, name: 'Şubat' },
    { id: 3, name: 'Mart' },
    { id: 4, name: 'Nisan' },
    { id: 5, name: 'Mayıs' },
    { id: 6, name: 'Haziran' },
    { id: 7, name: 'Temmuz' },
    { id: 8, name: 'Ağustos' },
    { id: 9, name: 'Eylül' },
    { id: 10, name: 'Ekim' },
    { id: 11, name: 'Kasım' },
    { id: 12, name: 'Aralık' },
  ],
  notification_channels: [
    { id: 1, name: 'SMS' },
    { id: 2, name: 'E-posta' },
    { id: 3, name: 'Mobil bildirim' },
  ],
  // Due reminders: `days` from a debt's last payment day (negative before it), in the order they go out.
  reminder_periods: [
    { id: 1, name: 'Son ödeme gününden 7 gün önce', days: -7 },
    { id: 2, name: 'Son ödeme gününden 3 gün önce', days: -3 },
    { id: 3, name: 'Son ödeme gününde', days: 0 },
    { id: 4, name: 'Son ödeme gününden 3 gün sonra', days: 3 },
    { id: 5, name: 'Son ödeme gününden 5 gün sonra', days: 5 },
    { id: 6, name: 'Son ödeme gününden 15 gün sonra', days: 15 },
    { id: 7, name: 'Son ödeme gününden 30 gün sonra', days: 30 },
  ],
  blood_types: [
    { id: 'A Rh+', name: 'A Rh+' },
    { id: 'A Rh-', name: 'A Rh-' },
    { id: 'B Rh+', name: 'B Rh+' },
    { id: 'B Rh-', name: 'B Rh-' },
    { id: 'AB Rh+', name: 'AB Rh+' },
    { id: 'AB Rh-', name: 'AB Rh-' },
    { id: '0 Rh+', name: '0 Rh+' },
    { id: '0 Rh-', name: '0 Rh-' },
  ],
  // FIXTURE_STATUS_IDS of the fixture form.
  fixture_statuses: [
    { id: 1, name: 'Kullanımda' },
    { id: 2, name: 'Depoda' },
    { id: 3, name: 'Arızalı' },
    { id: 4, name: 'Hurda' },
  ],
  budget_distribution_types: [
    { id: 1, name: 'Aylara eşit' },
    { id: 2, name: 'Geçen yılın gerçekleşenine göre' },
    { id: 3, name: 'Elle' },
  ],
  location_types: [
    { id: 1, name: 'Ülke' },
    { id: 2, name: 'İl' },
    { id: 3, name: 'İlçe' },
  ],
} as const;

export type GenericTypes = typeof genericTypes;
export type GenericTypeListName = keyof GenericTypes;
/** One entry of a list, e.g. `GenericTypeOption<'house_user_types'>` is `{ id: 1, name: 'Malik' } | …`. */
export type GenericTypeOption<K extends GenericTypeListName> = GenericTypes[K][number];

/** Spec §9: cities are the locations under Türkiye, id 230 (migration 0003 pins it). */
export const TURKEY_LOCATION_ID = 230;
