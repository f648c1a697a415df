import type { PartialMessages } from '../messages';
import { common } from './common';
import { shell } from './shell';

/** Spanish: partial; missing keys fall back to English, then Turkish. */
export const es: PartialMessages = {
  ...common,
  ...shell,
};
