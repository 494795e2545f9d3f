import { describe, it, expect } from 'vitest';
import {
  hasCompleteLoginProfile,
  hasPaymentProfile,
  hasRentalProfile,
  isRegistrationComplete,
} from './registration.ts';

const full = {
  first_name: 'Ravi',
  last_name: 'Teja',
  phone: '9876543210',
  address: 'Main Road, Guntur',
  state: 'Andhra Pradesh',
  district: 'Guntur',
  constituency: 'Guntur West',
};

describe('isRegistrationComplete', () => {
  it('needs a first name and an address', () => {
    expect(isRegistrationComplete(full)).toBe(true);
    expect(isRegistrationComplete({ first_name: 'Ravi', address: 'Guntur' })).toBe(true);
  });

  it('is false when either is missing or blank', () => {
    expect(isRegistrationComplete({ ...full, first_name: '' })).toBe(false);
    expect(isRegistrationComplete({ ...full, address: '   ' })).toBe(false);
    expect(isRegistrationComplete({ ...full, address: null })).toBe(false);
    expect(isRegistrationComplete({ first_name: 'Ravi' })).toBe(false);
  });

  it('is false for a missing user', () => {
    expect(isRegistrationComplete(null)).toBe(false);
    expect(isRegistrationComplete(undefined)).toBe(false);
    expect(isRegistrationComplete({})).toBe(false);
  });
});

describe('hasCompleteLoginProfile', () => {
  it('needs first_name, last_name, state and district', () => {
    expect(
      hasCompleteLoginProfile({ first_name: 'A', last_name: 'B', state: 'S', district: 'D' }),
    ).toBe(true);
  });

  it('accepts region ids and objects', () => {
    expect(
      hasCompleteLoginProfile({ first_name: 'A', last_name: 'B', state: 1, district: 22 }),
    ).toBe(true);
    expect(
      hasCompleteLoginProfile({
        first_name: 'A',
        last_name: 'B',
        state: { id: 1, name: 'Telangana' },
        district: { id: 2, name: 'Warangal' },
      }),
    ).toBe(true);
  });

  it('is false when any of them is missing', () => {
    for (const field of ['first_name', 'last_name', 'state', 'district'] as const) {
      expect(hasCompleteLoginProfile({ ...full, [field]: '' })).toBe(false);
      expect(hasCompleteLoginProfile({ ...full, [field]: null })).toBe(false);
      expect(hasCompleteLoginProfile({ ...full, [field]: undefined })).toBe(false);
    }
    expect(hasCompleteLoginProfile({ ...full, state: Number.NaN })).toBe(false);
    expect(hasCompleteLoginProfile(null)).toBe(false);
  });

  it('does not need an address or constituency', () => {
    expect(hasCompleteLoginProfile({ ...full, address: '', constituency: null })).toBe(true);
  });
});

describe('hasPaymentProfile', () => {
  it('needs first_name, last_name, address, state, district and constituency', () => {
    expect(hasPaymentProfile(full)).toBe(true);
    for (const field of [
      'first_name',
      'last_name',
      'address',
      'state',
      'district',
      'constituency',
    ] as const) {
      expect(hasPaymentProfile({ ...full, [field]: ' ' })).toBe(false);
    }
  });

  it('does not need a phone', () => {
    expect(hasPaymentProfile({ ...full, phone: '' })).toBe(true);
  });

  it('is false for a missing user', () => {
    expect(hasPaymentProfile(null)).toBe(false);
  });
});

describe('hasRentalProfile', () => {
  it('needs first_name, last_name, phone, state, district and constituency', () => {
    expect(hasRentalProfile(full)).toBe(true);
    for (const field of [
      'first_name',
      'last_name',
      'phone',
      'state',
      'district',
      'constituency',
    ] as const) {
      expect(hasRentalProfile({ ...full, [field]: null })).toBe(false);
    }
  });

  it('does not need an address', () => {
    expect(hasRentalProfile({ ...full, address: '' })).toBe(true);
  });

  it('is false for a missing user', () => {
    expect(hasRentalProfile(undefined)).toBe(false);
  });
});
