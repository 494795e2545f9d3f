import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GoogleMapsApi, PlaceResult, Prediction } from './google-maps-loader.ts';

/** A fresh module set per test: the loader keeps one script per page. */
async function load() {
  vi.resetModules();
  const [{ GooglePlacesSuggester }, { SuggesterError }] = await Promise.all([import('./google-places-suggester.ts'), import('./address-suggester.ts')]);
  return { GooglePlacesSuggester, SuggesterError };
}

type MapsWindow = Window & { google?: GoogleMapsApi; __ottMapsLoaded?: () => void };

/** A stand-in for the Maps JS API; `load` says what the script tag does once appended. */
function fakeGoogle(opts: { predictions?: Prediction[]; status?: string; place?: PlaceResult; geocoded?: PlaceResult[] }) {
  const requests: unknown[] = [];
  const api: GoogleMapsApi = {
    maps: {
      places: {
        AutocompleteService: class {
          getPlacePredictions(request: unknown, cb: (r: Prediction[] | null, s: string) => void) {
            requests.push(request);
            cb(opts.predictions ?? [], opts.status ?? 'OK');
          }
        },
        PlacesService: class {
          getDetails(_r: unknown, cb: (r: PlaceResult | null, s: string) => void) {
            cb(opts.place ?? null, opts.place ? 'OK' : 'NOT_FOUND');
          }
        },
        PlacesServiceStatus: { OK: 'OK', ZERO_RESULTS: 'ZERO_RESULTS' },
      },
      Geocoder: class {
        geocode(_r: unknown, cb: (r: PlaceResult[] | null, s: string) => void) {
          cb(opts.geocoded ?? [], 'OK');
        }
      },
    },
  };
  return { api, requests };
}

function scriptDoes(outcome: 'load' | 'error', api?: GoogleMapsApi) {
  const original = document.head.append.bind(document.head);
  const sources: string[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    original(...nodes);
    const script = nodes[0] as HTMLScriptElement;
    sources.push(script.src);
    queueMicrotask(() => {
      if (outcome === 'error') script.onerror?.(new Event('error'));
      else {
        (window as MapsWindow).google = api;
        (window as MapsWindow).__ottMapsLoaded?.();
      }
    });
  });
  return sources;
}

describe('GooglePlacesSuggester (SPEC 2.7, 7: India only)', () => {
  beforeEach(() => {
    delete (window as MapsWindow).google;
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });
  afterEach(() => vi.restoreAllMocks());

  it('loads the Places library with the key and asks for Indian addresses only', async () => {
    const g = fakeGoogle({ predictions: [{ place_id: 'p1', description: 'Tenali, Andhra Pradesh, India' }] });
    const sources = scriptDoes('load', g.api);
    const { GooglePlacesSuggester } = await load();
    const suggester = new GooglePlacesSuggester('key-1', () => 'te');
    const items = await suggester.suggest('Tenali', { names: ['Guntur', 'Andhra Pradesh'] });
    expect(items).toEqual([{ id: 'p1', description: 'Tenali, Andhra Pradesh, India' }]);
    expect(g.requests[0]).toEqual({ input: 'Tenali, Guntur, Andhra Pradesh', componentRestrictions: { country: 'in' } });
    const url = new URL(sources[0]!);
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ key: 'key-1', libraries: 'places', region: 'IN', language: 'te' });
  });

  it('details give the formatted address and the postal code, from the geocoder when details lack it', async () => {
    const g = fakeGoogle({
      place: { formatted_address: 'Main Rd, Tenali, Andhra Pradesh 522201, India', address_components: [] },
      geocoded: [{ address_components: [{ long_name: '522201', types: ['postal_code'] }] }],
    });
    scriptDoes('load', g.api);
    const { GooglePlacesSuggester } = await load();
    const details = await new GooglePlacesSuggester('key-2', () => 'en').resolve({ id: 'p1', description: 'Main Rd' });
    expect(details).toEqual({ address: 'Main Rd, Tenali, Andhra Pradesh 522201, India', pincode: '522201' });
  });

  it('reports a script that fails to load as "load", and a failed search as "suggest"', async () => {
    scriptDoes('error');
    const { GooglePlacesSuggester, SuggesterError } = await load();
    const failed = await new GooglePlacesSuggester('key-3', () => 'en').suggest('x', { names: [] }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(SuggesterError);
    expect((failed as InstanceType<typeof SuggesterError>).reason).toBe('load');
    vi.restoreAllMocks();
    scriptDoes('load', fakeGoogle({ status: 'REQUEST_DENIED' }).api);
    const fresh = await load();
    const denied = await new fresh.GooglePlacesSuggester('key-4', () => 'en').suggest('x', { names: [] }).catch((e: unknown) => e);
    expect(denied).toBeInstanceOf(fresh.SuggesterError);
    expect((denied as InstanceType<typeof SuggesterError>).reason).toBe('suggest');
  });
});
