/** Turkish messages of the communication area's visitor logs, contact list and meeting attendance list. */
export const communicationLists = {
  communication: {
    visitorLogs: {
      fields: {
        visitor_name: 'Ziyaretçi',
        visitor_phone: 'Telefon',
        house_id: 'Bağımsız Bölüm',
        resident_id: 'Sakin',
        vehicle_plate: 'Plaka',
        entered_at: 'Giriş',
        left_at: 'Çıkış',
        note: 'Not',
        created_by_name: 'Kaydeden',
      },
      quickEntry: 'Hızlı Giriş',
      enter: 'Giriş Kaydet',
      entered: 'Giriş kaydedildi.',
      leave: 'Çıkış',
      left: 'Çıkış kaydedildi.',
      inside: 'İçeride',
      state: 'Durum',
      states: { inside: 'İçeride olanlar', left: 'Çıkış yapanlar' },
      dateRange: 'Giriş tarihi',
      plateSearch: 'Plaka ara',
      platePlaceholder: '34 ABC 123',
    },
    houseUsers: {
      fields: {
        house_label: 'Bağımsız Bölüm',
        resident_name: 'Kişi',
        house_user_type_id: 'Tür',
        phone: 'Telefon',
        email: 'E-posta',
        notification_medium: 'Bildirim Yöntemi',
        is_phone_verified: 'Telefon Doğrulandı',
        starts_on: 'Başlangıç',
        ends_on: 'Bitiş',
      },
      mediums: { sms: 'SMS', email: 'E-posta', push: 'Uygulama bildirimi' },
      period: 'Dönem',
      periods: { current: 'Güncel', ended: 'Sona ermiş' },
      search: 'Ad, telefon veya e-posta ara',
    },
    meetingAttendants: {
      fields: {
        house_label: 'Bağımsız Bölüm',
        owner_names: 'Malik',
        owner_count: 'Malik Sayısı',
        land_share: 'Arsa Payı',
      },
      meetingDate: 'Toplantı Tarihi',
      print: 'Hazirun Cetveli (PDF)',
      dateFirst: 'Önce toplantı tarihini seçin.',
      quorumHelp:
        'Toplam satırı nisabın hesaplandığı değerleri gösterir: her malik bir kez sayılır, arsa payları toplanır.',
    },
  },
};
