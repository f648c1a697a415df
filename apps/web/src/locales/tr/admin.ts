import { userFields } from './userFields';

/** Turkish messages of the admin (Yönetim) area: users, their sessions, signing in as a user. */
export const admin = {
  admin: {
    users: {
      fields: {
        ...userFields,
        roles: 'Roller',
        is_active: 'Aktif',
        last_login_at: 'Son Giriş',
        created_at: 'Oluşturulma',
      },
      search: 'Ad, e-posta, telefon veya şirket ara',
      editTitle: 'Kullanıcı Düzenle',
      resetPassword: 'Şifre sıfırla',
      resetPasswordConfirm: 'Kullanıcının tüm oturumları kapanacak ve yeni bir geçici şifre verilecek. Emin misiniz?',
      temporaryPassword: 'Yeni geçici şifre',
      temporaryPasswordHelp:
        'Bu şifre yalnızca şimdi gösterilir; kullanıcıya iletin. Kullanıcı ilk girişte şifresini değiştirecek.',
      impersonate: 'Kullanıcı olarak gir',
      impersonateConfirm: 'Bu kullanıcının oturumuyla bir saatliğine giriş yapılacak. Emin misiniz?',
      impersonateUnavailable:
        'Süper yöneticilerin, pasif kullanıcıların ve geçici şifresi olanların hesabına girilemez.',
    },
    tokens: {
      title: 'Oturumlar',
      fields: {
        name: 'Cihaz',
        created_at: 'Oluşturulma',
        last_used_at: 'Son Kullanım',
        expires_at: 'Geçerlilik Sonu',
        impersonator_name: 'Kullanıcı Olarak Giren',
      },
      revoke: 'Kapat',
      revokeConfirm: 'Bu oturum kapatılsın mı?',
      revokeAll: 'Tüm oturumları kapat',
      revokeAllConfirm: 'Kullanıcının tüm oturumları kapatılsın mı?',
      revoked: 'Oturum kapatıldı',
      revokedAll: '{{count}} oturum kapatıldı',
      empty: 'Açık oturum yok',
    },
  },
};
