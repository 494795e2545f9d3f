import { describe, expect, it } from 'vitest';
import { makeNewUser, makeUser } from '@/testing/fixtures.ts';
import { afterLoginTarget, afterRegistrationTarget, safeRedirect, signedInTarget } from './redirect.ts';

describe('redirect targets', () => {
  it('honours only same-site paths', () => {
    expect(safeRedirect('/plans?plan=basic_plan')).toBe('/plans?plan=basic_plan');
    expect(safeRedirect('https://evil.example/')).toBeNull();
    expect(safeRedirect('//evil.example/')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });

  it('never returns to /mini-register after registration (SPEC 2.6)', () => {
    expect(afterRegistrationTarget('/mini-register?redirect=%2Fplans')).toBe('/');
    expect(afterRegistrationTarget(null)).toBe('/');
    expect(afterRegistrationTarget('/wallet')).toBe('/wallet');
  });

  it('routes a login by profile completeness (SPEC 4 Auth)', () => {
    expect(afterLoginTarget(makeUser(), '/wallet')).toBe('/wallet');
    expect(afterLoginTarget(makeNewUser({ first_name: 'A', address: 'B' }), '/wallet')).toBe('/mini-register?redirect=%2Fwallet');
    expect(signedInTarget(makeNewUser(), null)).toBe('/mini-register');
    expect(signedInTarget(makeNewUser({ first_name: 'A', address: 'B' }), '/wallet')).toBe('/wallet');
  });
});
