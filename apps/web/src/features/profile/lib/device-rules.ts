// SPEC 6 / 2.15: deactivation is offered only for active devices, and only when more than one
// device is listed (so nobody locks themselves out of their only device).
import type { Device } from '@ott/contract';

export function canDeactivate(device: Pick<Device, 'is_active'>, listedCount: number): boolean {
  return device.is_active && listedCount > 1;
}

export type DeviceKind = 'mobile' | 'tablet' | 'tv' | 'desktop';

/** The icon family for a device_type (mobile, tablet, desktop, tv); the web app registers 'web'. */
export function deviceKind(deviceType: string): DeviceKind {
  const type = deviceType.toLowerCase();
  if (/tablet|ipad/.test(type)) return 'tablet';
  if (/tv/.test(type)) return 'tv';
  if (/mobile|phone|android|ios/.test(type)) return 'mobile';
  return 'desktop';
}
