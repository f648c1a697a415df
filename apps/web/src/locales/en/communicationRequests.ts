import type { communicationRequests as tr } from '../tr/communicationRequests';

/** English messages of the communication area's residents' requests. */
export const communicationRequests: typeof tr = {
  communication: {
    requests: {
      fields: {
        house_id: 'Unit',
        resident_id: 'Resident',
        type_id: 'Type',
        title: 'Title',
        description: 'Description',
        priority: 'Priority',
        status: 'Status',
        assigned_user_id: 'Assigned worker',
        assigned_provider_id: 'Assigned provider',
        due_on: 'Due date',
        created_at: 'Created',
        created_by: 'Created by',
      },
      statuses: { 1: 'New', 2: 'Assigned', 3: 'In progress', 4: 'Resolved', 5: 'Closed', 6: 'Rejected' },
      priorities: { 1: 'Low', 2: 'Normal', 3: 'High', 4: 'Urgent' },
      dateRange: 'Date range',
      addProvider: 'Add provider',
      providerName: 'Name',
      workflow: 'Status and assignment',
      changeStatus: 'Change status',
      statusComment: 'Note (optional)',
      apply: 'Apply',
      assign: 'Assign',
      noTransition: 'This request is closed; its status cannot change.',
      history: 'History and comments',
      noHistory: 'Nothing yet.',
      comment: 'Comment',
      addComment: 'Add comment',
      files: {
        title: 'Attachments',
        upload: 'Add File',
        hint: 'JPEG, PNG, WebP or PDF; at most 5 MB.',
        none: 'No attachments yet.',
        uploaded: 'File added.',
        deleted: 'File deleted.',
      },
      events: {
        created: '{{user}} created the request',
        status: '{{user}} changed the status: {{from}} → {{to}}',
        comment: '{{user}} commented',
        assignment: '{{user}} assigned: {{to}}',
        nobody: 'nobody',
      },
    },
  },
};
