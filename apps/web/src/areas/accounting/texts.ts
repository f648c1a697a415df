import { mergeAreas } from '../../locales/mergeAreas';
import { accounting } from '../../locales/tr/accounting';

/** The Turkish texts of the accounting screens, loaded with the screens. */
export default mergeAreas(accounting);
