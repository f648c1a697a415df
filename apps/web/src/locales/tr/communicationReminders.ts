/** Turkish messages of the communication area's due reminders (Hatırlatmalar). */
export const communicationReminders = {
  communication: {
    reminders: {
      fields: {
        cluster_name: 'Site',
        reminder_period_id: 'Hatırlatma Zamanı',
        channel_id: 'Kanal',
        template_id: 'Şablon',
        is_active: 'Aktif',
        last_run_at: 'Son Çalışma',
        sent_count: 'Gönderilen',
        skipped_count: 'Gönderilemeyen',
      },
      // The reminder periods of types/generic, by id.
      periods: {
        1: 'Son ödeme gününden 7 gün önce',
        2: 'Son ödeme gününden 3 gün önce',
        3: 'Son ödeme gününde',
        4: 'Son ödeme gününden 3 gün sonra',
        5: 'Son ödeme gününden 5 gün sonra',
        6: 'Son ödeme gününden 15 gün sonra',
        7: 'Son ödeme gününden 30 gün sonra',
      },
      defaultTemplate: 'Varsayılan sistem şablonu',
      systemTemplate: 'Sistem',
      activeHelp:
        'Açık hatırlatma, ödenmemiş borcu olan aktif sakinlere her borç için bir kez kendiliğinden gönderilir (09:00–20:00). SMS ücretlidir.',
      templateHelp:
        'Boş bırakılırsa son ödeme gününe kadar “Son Ödeme Günü Hatırlatması”, sonra “Gecikmiş Borç Hatırlatması” gönderilir.',
      turnedOn: 'Hatırlatma açıldı.',
      turnedOff: 'Hatırlatma kapatıldı.',
      sends: {
        title: 'Son Gönderimler',
        empty: 'Bu hatırlatma henüz gönderilmedi.',
        created_at: 'Tarih',
        resident_name: 'Sakin',
        house_label: 'Bağımsız Bölüm',
        debt: 'Borç',
        amount: 'Tutar',
        due_on: 'Son Ödeme',
        status: 'Durum',
        skipped: 'Gönderilmedi',
      },
    },
  },
};
