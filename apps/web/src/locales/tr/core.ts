import { mergeAreas } from '../mergeAreas';
import { common } from './common';
import { shell } from './shell';

/** The Turkish texts loaded with the app: common words, the frame, the menu. Each area's texts load with its screens. */
export const coreTexts = mergeAreas(common, shell);
