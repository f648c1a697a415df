import { mergeAreas } from '../../locales/mergeAreas';
import { myCustomer } from '../../locales/tr/myCustomer';

/** The Turkish texts of the myCustomer screens, loaded with the screens. */
export default mergeAreas(myCustomer);
