import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { appConfig } from '@/testing/fixtures.ts';
import { resetAll, signIn } from '@/testing/session.ts';
import { makeRegistrant, mockApi, renderRegister } from '../testing/render-register.tsx';
import { heading, type } from '../testing/form-helpers.ts';

describe('/register with a Maps key whose script cannot load (SPEC 8)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetAll();
    signIn(makeRegistrant());
  });
  afterEach(() => {
    resetAll();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('says "Failed to load Google Maps. Please check your internet connection." and the built-in suggester answers', async () => {
    const append = document.head.append.bind(document.head);
    const sources: string[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      append(...nodes);
      const script = nodes[0] as HTMLScriptElement;
      sources.push(script.src);
      queueMicrotask(() => script.onerror?.(new Event('error')));
    });
    const api = mockApi({
      'GET /api/app-config/': () => ({ body: appConfig({ maps_api_key: 'browser-key' }) }),
      'GET /api/address/suggestions/': () => ({
        body: {
          status: 'success',
          data: [
            { place_id: 'v:1', description: 'Beach Road, Bheemunipatnam', address: 'Beach Road, Bheemunipatnam 531163', pincode: '531163', state_id: 1, district_id: 11, constituency_id: 111, mandal: null, village: null },
            { place_id: 'v:2', description: 'Beach Road, Tenali', address: 'Beach Road, Tenali 522201', pincode: '522201', state_id: 1, district_id: 12, constituency_id: 121, mandal: null, village: null },
          ],
        },
      }),
    });
    renderRegister();
    await heading();
    // Let the app config arrive so the Google provider is the one asked first.
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/app-config/')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    type('Address', 'Beach Road');
    expect(await screen.findByText('Failed to load Google Maps. Please check your internet connection.')).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'Beach Road, Tenali' })).toBeTruthy();
    expect(sources[0]).toMatch(/^https:\/\/maps\.googleapis\.com\/maps\/api\/js\?key=browser-key&libraries=places/);
  });
});
