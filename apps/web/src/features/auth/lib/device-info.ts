// What POST /devices/ needs to know about this browser (SPEC 3 'Device').
import { APP_VERSION_LABEL, parseUserAgent } from '@ott/contract';
import { getDeviceId } from '@/lib/device-id.ts';
import type { RegisterDeviceInput } from '@/api/auth/register-device.ts';

// The browser's id moved to lib/device-id.ts (the player uses it too, issue 18.1).
export { getDeviceId };

const UNKNOWN = { name: 'Unknown', version: '' };

export function describeDevice(ua: string = navigator.userAgent): RegisterDeviceInput {
  // The contract's reading of a user agent, which the server's session list uses too (issue 16.7).
  const parsed = parseUserAgent(ua);
  const browser = parsed.browser ?? UNKNOWN;
  const os = parsed.os ?? UNKNOWN;
  const isMobile = /Mobi|Android|iPhone|iPad/.test(ua);
  return {
    device_type: 'web',
    device_name: `${browser.name} on ${os.name}`,
    device_id: getDeviceId(),
    device_model: `${browser.name}${browser.version ? ` ${browser.version}` : ''}${isMobile ? ' (mobile)' : ''}`,
    os_version: os.version ? `${os.name} ${os.version}` : os.name,
    app_version: APP_VERSION_LABEL,
  };
}
