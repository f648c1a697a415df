import { mergeAreas } from '../../locales/mergeAreas';
import { communicationBatches } from '../../locales/tr/communicationBatches';
import { communicationLists } from '../../locales/tr/communicationLists';
import { communicationNotifications } from '../../locales/tr/communicationNotifications';
import { communicationReminders } from '../../locales/tr/communicationReminders';
import { communicationRequests } from '../../locales/tr/communicationRequests';
import { communicationTemplates } from '../../locales/tr/communicationTemplates';
import { definitions } from '../../locales/tr/definitions';

/** The Turkish texts of the communication screens with those of the other areas' parts they show (definitions), loaded with the screens. */
export default mergeAreas(
  communicationTemplates,
  communicationBatches,
  communicationNotifications,
  communicationReminders,
  communicationRequests,
  communicationLists,
  definitions,
);
