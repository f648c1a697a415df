import type { communicationTemplates as tr } from '../tr/communicationTemplates';

/** English messages of the communication area's notification templates. */
export const communicationTemplates: typeof tr = {
  communication: {
    templates: {
      fields: {
        name: 'Name',
        description: 'Description',
        channels: 'Channels',
        is_commercial: 'Commercial message (İYS)',
        subject: 'E-mail subject',
        body: 'Text',
        cluster_name: 'Complex',
        system_id: 'System no',
      },
      channels: { 1: 'SMS', 2: 'E-mail', 3: 'Push notification' },
      companyWide: 'Company-wide',
      commercialHelp:
        'A commercial message goes only to residents with İYS consent. Due reminders and service notices are informational.',
      insertPlaceholder: 'Insert field',
      smsCounter: '{{characters}} characters · {{segments}} SMS',
      encodings: {
        gsm7: 'Standard characters ({{perSegment}} characters/SMS)',
        'gsm7-turkish': 'Turkish characters ({{perSegment}} characters/SMS)',
        ucs2: 'Unicode ({{perSegment}} characters/SMS)',
      },
      preview: 'Preview',
      previewResident: 'Pick a resident to preview',
      previewHint: 'The text is shown with the chosen resident’s details.',
    },
  },
};
