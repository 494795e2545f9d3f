import { describe, expect, it } from 'vitest';
import { deviceKind, maskIpAddress, sessionDeviceKind, userAgentName } from './session-device.ts';

const UA = {
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  safariIpad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  samsungTv: 'Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) 76.0.3809.146/6.0 TV Safari/537.36',
};

describe('userAgentName', () => {
  it('names the browser and the system', () => {
    expect(userAgentName(UA.chromeAndroid)).toBe('Chrome on Android');
    expect(userAgentName(UA.safariIphone)).toBe('Safari on iOS');
    expect(userAgentName(UA.edgeWindows)).toBe('Edge on Windows');
    expect(userAgentName(UA.firefoxLinux)).toBe('Firefox on Linux');
  });
  it('gives what it knows, or null', () => {
    expect(userAgentName('curl/8.5.0')).toBeNull();
    expect(userAgentName(null)).toBeNull();
    expect(userAgentName(UA.samsungTv)).toBe('Smart TV');
  });
});

describe('sessionDeviceKind', () => {
  it('reads the icon family from the user agent for web sessions', () => {
    expect(sessionDeviceKind(null, UA.chromeAndroid)).toBe('mobile');
    expect(sessionDeviceKind('web', UA.safariIphone)).toBe('mobile');
    expect(sessionDeviceKind(null, UA.androidTablet)).toBe('tablet');
    expect(sessionDeviceKind(null, UA.safariIpad)).toBe('tablet');
    expect(sessionDeviceKind(null, UA.samsungTv)).toBe('tv');
    expect(sessionDeviceKind(null, UA.edgeWindows)).toBe('desktop');
    expect(sessionDeviceKind(null, null)).toBe('desktop');
  });
  it('prefers a registered device type that says more than web', () => {
    expect(sessionDeviceKind('tv', UA.edgeWindows)).toBe('tv');
    expect(deviceKind('Android phone')).toBe('mobile');
  });
});

describe('maskIpAddress', () => {
  it('keeps the first half of an IPv4 address', () => {
    expect(maskIpAddress('49.205.12.34')).toBe('49.205.x.x');
    expect(maskIpAddress('::ffff:49.205.12.34')).toBe('49.205.x.x');
  });
  it('keeps the first two groups of an IPv6 address', () => {
    expect(maskIpAddress('2401:4900:1c2a:5e1f::1')).toBe('2401:4900:x:x:x:x:x:x');
    expect(maskIpAddress('::1')).toBe('0:0:x:x:x:x:x:x');
  });
  it('gives an empty string for anything else', () => {
    for (const bad of ['', null, undefined, 'localhost', '1.2.3', '1:2:3', 'a::b::c']) expect(maskIpAddress(bad)).toBe('');
  });
});
