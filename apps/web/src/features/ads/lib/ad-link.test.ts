import { describe, expect, it } from 'vitest';
import { callToActionOf, resolveAdLink } from './ad-link.ts';

const origin = 'https://ott.example';

describe('ad links', () => {
  it('keeps paths and same-origin addresses in the app', () => {
    expect(resolveAdLink('/plans', origin)).toEqual({ kind: 'internal', to: '/plans' });
    expect(resolveAdLink('https://ott.example/referral?x=1#top', origin)).toEqual({ kind: 'internal', to: '/referral?x=1#top' });
  });
  it('opens other sites as external links', () => {
    expect(resolveAdLink('https://brand.example/offer', origin)).toEqual({ kind: 'external', href: 'https://brand.example/offer' });
  });
  it('follows nothing for empty or non-web addresses', () => {
    expect(resolveAdLink(null, origin)).toBeNull();
    expect(resolveAdLink('  ', origin)).toBeNull();
    expect(resolveAdLink('javascript:alert(1)', origin)).toBeNull();
  });
  it('labels the button Learn More when the ad has no call to action', () => {
    expect(callToActionOf({ call_to_action: '' }, 'Learn More')).toBe('Learn More');
    expect(callToActionOf({ call_to_action: 'Subscribe Now' }, 'Learn More')).toBe('Subscribe Now');
  });
});
