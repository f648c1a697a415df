import type { ExportColumn } from './exportTypes';

/** Export columns many lists share, under the same Turkish header everywhere. */
export const commonColumns = {
  amount: { key: 'amount', header: 'Tutar', kind: 'money' },
  description: { key: 'description', header: 'Açıklama' },
  house_label: { key: 'house_label', header: 'Bağımsız Bölüm' },
  resident_name: { key: 'resident_name', header: 'Sakin' },
  place_name: { key: 'place_name', header: 'Banka / Kasa' },
  cluster_name: { key: 'cluster_name', header: 'Site' },
  is_active: { key: 'is_active', header: 'Aktif', kind: 'boolean' },
  phone: { key: 'phone', header: 'Telefon' },
  email: { key: 'email', header: 'E-posta' },
  tax_office: { key: 'tax_office', header: 'Vergi Dairesi' },
  tax_number: { key: 'tax_number', header: 'Vergi No' },
  iban: { key: 'iban', header: 'IBAN' },
  company_name: { key: 'company_name', header: 'Şirket' },
  last_login_at: { key: 'last_login_at', header: 'Son Giriş', kind: 'datetime' },
  created_at: { key: 'created_at', header: 'Oluşturulma', kind: 'datetime' },
} satisfies Record<string, ExportColumn>;
