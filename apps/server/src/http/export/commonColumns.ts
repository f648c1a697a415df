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
} satisfies Record<string, ExportColumn>;
