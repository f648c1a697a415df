import { mergeAreas } from '../../locales/mergeAreas';
import { activities } from '../../locales/tr/activities';

/** The Turkish texts of the activities screens, loaded with the screens. */
export default mergeAreas(activities);
