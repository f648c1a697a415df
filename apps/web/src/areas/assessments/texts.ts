import { mergeAreas } from '../../locales/mergeAreas';
import { assessments } from '../../locales/tr/assessments';
import { definitions } from '../../locales/tr/definitions';

/** The Turkish texts of the assessments screens with those of the other areas' parts they show (definitions), loaded with the screens. */
export default mergeAreas(assessments, definitions);
