import { mergeAreas } from '../../locales/mergeAreas';
import { activities } from '../../locales/tr/activities';
import { reportsCluster } from '../../locales/tr/reportsCluster';
import { reportsOperating } from '../../locales/tr/reportsOperating';

/** The Turkish texts of the reports screens with those of the other areas' parts they show (activities), loaded with the screens. */
export default mergeAreas(reportsOperating, reportsCluster, activities);
