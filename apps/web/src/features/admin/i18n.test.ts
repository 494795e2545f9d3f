import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, ADMIN_TITLE_MESSAGES, AUDIT_ACTIONS, MESSAGES, OPERATOR_ROLES } from '@ott/contract';
import { adminStrings } from './i18n.ts';
import { actionKey } from './lib/audit-labels.ts';

describe('operator console strings', () => {
  it('has a Telugu string for every English one', () => {
    expect(Object.keys(adminStrings.te).sort()).toEqual(Object.keys(adminStrings.en).sort());
  });

  it("keeps the contract's wording in English", () => {
    expect(adminStrings.en).toMatchObject({ ...ADMIN_MESSAGES, phoneInvalid: MESSAGES.phoneLength, forbidden: MESSAGES.forbidden });
    for (const [key, text] of Object.entries(ADMIN_TITLE_MESSAGES)) expect(adminStrings.en).toHaveProperty(`msg_${key}`, text);
  });

  it('names every role and audit action', () => {
    for (const role of OPERATOR_ROLES) expect(adminStrings.te).toHaveProperty(`role_${role}`);
    for (const action of AUDIT_ACTIONS) expect(adminStrings.en).toHaveProperty(actionKey(action));
  });
});
