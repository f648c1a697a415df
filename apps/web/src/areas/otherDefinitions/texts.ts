import { mergeAreas } from '../../locales/mergeAreas';
import { otherDefinitions } from '../../locales/tr/otherDefinitions';

/** The Turkish texts of the otherDefinitions screens, loaded with the screens. */
export default mergeAreas(otherDefinitions);
