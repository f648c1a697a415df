import { mergeAreas } from '../../locales/mergeAreas';
import { definitions } from '../../locales/tr/definitions';
import { myCompany } from '../../locales/tr/myCompany';

/** The Turkish texts of the myCompany screens with those of the other areas' parts they show (definitions), loaded with the screens. */
export default mergeAreas(myCompany, definitions);
