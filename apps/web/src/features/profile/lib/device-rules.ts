// SPEC 6 / 2.15: deactivation is offered only for active devices, and only when more than one
// device is listed (so nobody locks themselves out of their only device).
import type { Device } from '@ott/contract';

export function canDeactivate(device: Pick<Device, 'is_active'>, listedCount: number): boolean {
  return device.is_active && listedCount > 1;
}

/** The icon family rule lives in the contract: the server names sessions' device types with it (issue 16.7). */
export { deviceKind, type DeviceKind } from '@ott/contract';
