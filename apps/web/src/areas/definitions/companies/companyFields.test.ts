import { SUPERADMIN_COMPANY_FIELDS } from '@site/shared';
import { describe, expect, it } from 'vitest';
import { companyFields } from './companyFields';

const locked = (isSuperadmin: boolean) =>
  companyFields(isSuperadmin)
    .filter((field) => field.readOnly)
    .map((field) => field.name);

describe('the company form’s fields', () => {
  it('lock what only a super administrator changes for everyone else, and nothing for a super administrator', () => {
    expect(locked(false).sort()).toEqual([...SUPERADMIN_COMPANY_FIELDS].sort());
    expect(locked(true)).toEqual([]);
    // The company administrator still edits the rest: contact, SMS account, risk, fee and grace settings.
    const editable = companyFields(false)
      .filter((field) => !field.readOnly)
      .map((field) => field.name);
    expect(editable).toEqual(
      expect.arrayContaining(['name', 'phone', 'sms_username', 'person_risk_parameter', 'delay_option_days']),
    );
  });
});
