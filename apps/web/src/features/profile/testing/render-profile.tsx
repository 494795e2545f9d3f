// Renders /profile and /profile/update with the toaster and the location probe; devices for the
// device list.
import type { Device } from '@ott/contract';
import { polyfillDialog } from '@/testing/dom.ts';
import { renderRoutes, stubPage } from '@/testing/render.tsx';
import { Component as ProfileRoute } from '../routes/profile-route.tsx';
import { Component as ProfileUpdateRoute } from '../routes/profile-update-route.tsx';

export function renderProfile() {
  polyfillDialog();
  return renderRoutes([{ path: 'profile', element: <ProfileRoute /> }, stubPage('login', 'Login page')], { at: '/profile', toaster: true, probe: true });
}

export function renderProfileUpdate(at = '/profile/update') {
  const routes = [
    { path: 'profile/update', element: <ProfileUpdateRoute /> },
    stubPage('profile', 'Profile page'),
    stubPage('plans', 'Plans page'),
    stubPage('login', 'Login page'),
  ];
  return renderRoutes(routes, { at, toaster: true, probe: true });
}

export function makeDevice(overrides: Partial<Device> = {}): Device {
  return {
    id: 1,
    device_id: 'device-0001',
    device_name: 'Chrome on Linux',
    device_type: 'web',
    device_model: null,
    os_version: 'Linux',
    app_version: '0.1.38',
    last_active: new Date().toISOString(),
    is_active: true,
    is_current: true,
    ...overrides,
  };
}
