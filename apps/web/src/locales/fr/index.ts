import type { PartialMessages } from '../messages';
import { common } from './common';
import { shell } from './shell';

/** French: partial; missing keys fall back to English, then Turkish. */
export const fr: PartialMessages = {
  ...common,
  ...shell,
};
