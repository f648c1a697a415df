import type { PartialMessages } from '../messages';
import { common } from './common';
import { shell } from './shell';

/** German: partial; missing keys fall back to English, then Turkish. */
export const de: PartialMessages = {
  ...common,
  ...shell,
};
