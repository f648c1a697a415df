import type { PartialMessages } from '../messages';
import { common } from './common';
import { shell } from './shell';

/** Japanese: partial; missing keys fall back to English, then Turkish. */
export const ja: PartialMessages = {
  ...common,
  ...shell,
};
