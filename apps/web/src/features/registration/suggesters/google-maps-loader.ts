// Loads the Google Maps JavaScript API with the Places library once per page (only when the
// deployment configured a browser key; the app config says so). The few types we use are written
// here rather than pulling @types/google.maps into the build.
import { ADDRESS_COUNTRY } from '@ott/contract';
import { SuggesterError } from './address-suggester.ts';

export interface Prediction {
  place_id: string;
  description: string;
}
export interface AddressComponent {
  long_name: string;
  types: string[];
}
export interface PlaceResult {
  formatted_address?: string;
  address_components?: AddressComponent[];
}
type Callback<T> = (result: T | null, status: string) => void;
export interface GoogleMapsApi {
  maps: {
    places: {
      AutocompleteService: new () => {
        getPlacePredictions(request: { input: string; componentRestrictions: { country: string } }, callback: Callback<Prediction[]>): void;
      };
      PlacesService: new (attributions: HTMLElement) => {
        getDetails(request: { placeId: string; fields: string[] }, callback: Callback<PlaceResult>): void;
      };
      PlacesServiceStatus: { OK: string; ZERO_RESULTS: string };
    };
    Geocoder: new () => {
      geocode(request: { placeId: string }, callback: Callback<PlaceResult[]>): void;
    };
  };
}

type MapsWindow = Window & { google?: GoogleMapsApi; __ottMapsLoaded?: () => void; gm_authFailure?: () => void };

const SCRIPT_TIMEOUT_MS = 15_000;
let loading: Promise<GoogleMapsApi> | null = null;
let authFailed = false;

/** Resolves with `window.google` once the Places library is ready; one script tag per page. */
export function loadGoogleMaps(apiKey: string, language: string): Promise<GoogleMapsApi> {
  if (authFailed) return Promise.reject(new SuggesterError('init'));
  loading ??= new Promise<GoogleMapsApi>((resolve, reject) => {
    const w = window as MapsWindow;
    const fail = (reason: 'load' | 'init') => {
      loading = null; // a later attempt may succeed (connection back)
      reject(new SuggesterError(reason));
    };
    const timer = setTimeout(() => fail('load'), SCRIPT_TIMEOUT_MS);
    w.__ottMapsLoaded = () => {
      clearTimeout(timer);
      if (w.google?.maps?.places) resolve(w.google);
      else fail('init');
    };
    // Google calls this when the key is refused (wrong referrer, billing); nothing works after it.
    w.gm_authFailure = () => {
      authFailed = true;
    };
    const params = new URLSearchParams({
      key: apiKey,
      libraries: 'places',
      loading: 'async',
      callback: '__ottMapsLoaded',
      region: ADDRESS_COUNTRY,
      language,
    });
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?${params.toString()}`;
    script.async = true;
    script.onerror = () => {
      clearTimeout(timer);
      script.remove();
      fail('load');
    };
    document.head.append(script);
  });
  return loading;
}

export const isMapsAuthFailed = () => authFailed;
