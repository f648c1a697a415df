import { mergeAreas } from '../../locales/mergeAreas';
import { analysis } from '../../locales/tr/analysis';

/** The Turkish texts of the analysis screens, loaded with the screens. */
export default mergeAreas(analysis);
