import { describe, expect, it } from 'vitest';
import { readCookie } from '@/lib/storage.ts';
import { describeDevice, getDeviceId } from './device-info.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

describe('device info (SPEC 3 Device)', () => {
  it('names browser and OS', () => {
    expect(describeDevice(ANDROID_CHROME)).toMatchObject({
      device_type: 'web',
      device_name: 'Chrome on Android',
      device_model: 'Chrome 126 (mobile)',
      os_version: 'Android 14',
      app_version: '0.1.38',
    });
    expect(describeDevice(MAC_SAFARI)).toMatchObject({ device_name: 'Safari on macOS', os_version: 'macOS 14.5' });
  });

  it('keeps one random id per browser in a cookie that survives the storage wipe', () => {
    const id = getDeviceId();
    expect(id).toMatch(/^web-[0-9a-f-]{36}$/);
    localStorage.clear();
    expect(getDeviceId()).toBe(id);
    expect(readCookie('device_id')).toBe(id);
  });
});
