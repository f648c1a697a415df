import type { ExportRow } from '../../../http/export/exportList';
import type { AuditData } from './audit.service';

const header = (section: string): ExportRow => ({ section });
const line = (name: string, amount: number | null, extra: ExportRow = {}): ExportRow => ({
  section: '',
  name,
  amount,
  ...extra,
});

/** The audit report as one table: a header row per section, its lines and its totals. */
export function auditExportRows(data: AuditData, companyWide: boolean): ExportRow[] {
  const named = (row: { cluster_name: string; name: string }) =>
    companyWide ? `${row.cluster_name} / ${row.name}` : row.name;
  const { totals, receivables: r } = data;
  return [
    header('1. Kasa ve Banka Hesapları'),
    ...data.cash.map((c) => line(named(c), c.closing, { opening: c.opening, inflow: c.inflow, outflow: c.outflow })),
    line('Toplam', totals.closing, { opening: totals.opening, inflow: totals.inflow, outflow: totals.outflow }),
    header('2. Gelirler (Tahakkuk)'),
    ...data.income.map((i) => line(i.name, i.amount)),
    line('Gelirler Toplamı', totals.income),
    header('3. Giderler (Tahakkuk)'),
    ...data.expense.map((e) => line(e.name, e.amount)),
    line('Giderler Toplamı', totals.expense),
    line('Dönem Sonucu (Gelir − Gider)', totals.result),
    header('4. Alacaklar (Dönem Sonu, Vadeye Göre)'),
    line('Vadesi Gelmemiş', r.not_due),
    line('0-30 Gün Gecikmiş', r.days_0_30),
    line('31-60 Gün Gecikmiş', r.days_31_60),
    line('61-90 Gün Gecikmiş', r.days_61_90),
    line('90 Günden Fazla Gecikmiş', r.days_over_90),
    line('Açık Borçlar Toplamı', r.open_debts),
    line('Avanslar (Dağıtılmamış Tahsilat)', -r.advances),
    ...(r.other !== 0 ? [line('Diğer Alacak Kayıtları', r.other)] : []),
    line('Alacaklar Toplamı', r.total),
    header('5. Borçlar (Tedarikçi Bakiyeleri)'),
    ...data.payables.map((p) => line(named(p), p.balance)),
    line('Borçlar Toplamı', totals.payables),
    header('6. Açık İcra Dosyaları'),
    line(`Dosya Sayısı: ${data.enforcements.count}`, data.enforcements.left_amount),
  ];
}
