/** Turkish messages of the communication area's notification templates (Bildirim Şablonları). */
export const communicationTemplates = {
  communication: {
    templates: {
      fields: {
        name: 'Ad',
        description: 'Açıklama',
        channels: 'Kanallar',
        is_commercial: 'Ticari İleti (İYS)',
        subject: 'E-posta Konusu',
        body: 'Metin',
        cluster_name: 'Site',
        system_id: 'Sistem No',
      },
      channels: { 1: 'SMS', 2: 'E-posta', 3: 'Mobil bildirim' },
      companyWide: 'Şirket geneli',
      commercialHelp:
        'Ticari ileti yalnızca İYS onayı olan sakinlere gönderilir. Aidat hatırlatmaları ve hizmet duyuruları bilgilendirme amaçlıdır.',
      insertPlaceholder: 'Alan ekle',
      smsCounter: '{{characters}} karakter · {{segments}} SMS',
      encodings: {
        gsm7: 'Standart karakterler ({{perSegment}} karakter/SMS)',
        'gsm7-turkish': 'Türkçe karakterli ({{perSegment}} karakter/SMS)',
        ucs2: 'Unicode ({{perSegment}} karakter/SMS)',
      },
      preview: 'Önizleme',
      previewResident: 'Önizleme için sakin seçin',
      previewHint: 'Metin, seçilen sakinin bilgileriyle gösterilir.',
    },
  },
};
