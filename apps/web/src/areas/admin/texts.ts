import { mergeAreas } from '../../locales/mergeAreas';
import { admin } from '../../locales/tr/admin';
import { adminAds } from '../../locales/tr/adminAds';
import { adminBank } from '../../locales/tr/adminBank';
import { adminCrm } from '../../locales/tr/adminCrm';
import { adminCustomerLinks } from '../../locales/tr/adminCustomerLinks';
import { adminImport } from '../../locales/tr/adminImport';
import { adminInvoices } from '../../locales/tr/adminInvoices';
import { adminPayments } from '../../locales/tr/adminPayments';
import { adminUserLists } from '../../locales/tr/adminUserLists';

/** The Turkish texts of the admin screens, loaded with the screens. */
export default mergeAreas(
  admin,
  adminCrm,
  adminCustomerLinks,
  adminInvoices,
  adminPayments,
  adminBank,
  adminImport,
  adminAds,
  adminUserLists,
);
