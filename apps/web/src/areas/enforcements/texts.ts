import { mergeAreas } from '../../locales/mergeAreas';
import { definitions } from '../../locales/tr/definitions';
import { enforcements } from '../../locales/tr/enforcements';

/** The Turkish texts of the enforcements screens with those of the other areas' parts they show (definitions), loaded with the screens. */
export default mergeAreas(enforcements, definitions);
