import { describe, expect, it } from 'vitest';
import { canDeactivate, deviceKind } from './device-rules.ts';

describe('device rules (SPEC 6, 2.15)', () => {
  it('offers deactivation only for an active device when more than one is listed', () => {
    expect(canDeactivate({ is_active: true }, 2)).toBe(true);
    expect(canDeactivate({ is_active: false }, 2)).toBe(false);
    expect(canDeactivate({ is_active: true }, 1)).toBe(false);
  });
  it('maps device types to the four icon families', () => {
    expect(deviceKind('mobile')).toBe('mobile');
    expect(deviceKind('Android')).toBe('mobile');
    expect(deviceKind('tablet')).toBe('tablet');
    expect(deviceKind('tv')).toBe('tv');
    expect(deviceKind('desktop')).toBe('desktop');
    expect(deviceKind('web')).toBe('desktop');
  });
});
