import { mergeAreas } from '../../locales/mergeAreas';
import { dashboard } from '../../locales/tr/dashboard';

/** The Turkish texts of the dashboard screens, loaded with the screens. */
export default mergeAreas(dashboard);
