import { mergeAreas } from '../../locales/mergeAreas';
import { logs } from '../../locales/tr/logs';

/** The Turkish texts of the logs screens, loaded with the screens. */
export default mergeAreas(logs);
