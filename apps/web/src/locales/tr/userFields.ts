/** The labels of a user's own fields, the same on the admin users screen and the company workers screen. */
export const userFields = {
  name: 'Ad Soyad',
  email: 'E-posta',
  phone: 'Telefon',
  company_id: 'Şirket',
  company_name: 'Şirket',
};
