import type { PartialMessages } from '../messages';
import { common } from './common';
import { shell } from './shell';

/** Chinese (Simplified): partial; missing keys fall back to English, then Turkish. */
export const zh: PartialMessages = {
  ...common,
  ...shell,
};
