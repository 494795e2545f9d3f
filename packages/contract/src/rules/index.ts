// Pure business rules of the spec (SPEC 2, 4, 5 and 9). No I/O.
export * from './date-input.ts';
export * from './duration.ts';
export * from './initials.ts';
export * from './is-new.ts';
export * from './mask-phone.ts';
export * from './money.ts';
export * from './phone.ts';
export * from './playback.ts';
export * from './price.ts';
export * from './profile-picture.ts';
export * from './referral-code.ts';
export * from './registration.ts';
export * from './relative-time.ts';
export * from './retry-after.ts';
export * from './subscription.ts';
export * from './title-case.ts';
export * from './views.ts';
