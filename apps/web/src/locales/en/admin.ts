import type { admin as tr } from '../tr/admin';

/** English messages of the admin area. */
export const admin: typeof tr = {
  admin: {
    users: {
      fields: {
        name: 'Full Name',
        email: 'E-mail',
        phone: 'Phone',
        company_id: 'Company',
        company_name: 'Company',
        roles: 'Roles',
        is_active: 'Active',
        last_login_at: 'Last Sign-in',
        created_at: 'Created',
      },
      search: 'Search name, e-mail, phone or company',
      editTitle: 'Edit User',
      resetPassword: 'Reset password',
      resetPasswordConfirm:
        "All of the user's sessions will end and a new temporary password will be set. Are you sure?",
      temporaryPassword: 'New temporary password',
      temporaryPasswordHelp:
        'This password is shown only now; pass it on to the user, who will change it at the first sign-in.',
      impersonate: 'Sign in as user',
      impersonateConfirm: "You will be signed in with this user's session for one hour. Are you sure?",
      impersonateUnavailable:
        'Super administrators, inactive users and users with a temporary password cannot be signed in as.',
    },
    tokens: {
      title: 'Sessions',
      fields: {
        name: 'Device',
        created_at: 'Created',
        last_used_at: 'Last Used',
        expires_at: 'Expires',
        impersonator_name: 'Signed In As By',
      },
      revoke: 'End',
      revokeConfirm: 'End this session?',
      revokeAll: 'End all sessions',
      revokeAllConfirm: "End all of the user's sessions?",
      revoked: 'Session ended',
      revokedAll: '{{count}} sessions ended',
      empty: 'No open sessions',
    },
  },
};
