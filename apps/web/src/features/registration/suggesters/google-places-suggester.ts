// Google Places provider (SPEC 7: autocomplete restricted to India, place details, geocoding for
// the pincode). Used only when the app config carries a Maps key.
import { ADDRESS_COUNTRY } from '@ott/contract';
import type { AddressCandidate, AddressContext, AddressDetails, AddressSuggester } from './address-suggester.ts';
import { SuggesterError } from './address-suggester.ts';
import type { GoogleMapsApi, PlaceResult } from './google-maps-loader.ts';
import { isMapsAuthFailed, loadGoogleMaps } from './google-maps-loader.ts';

const postalCode = (place: PlaceResult | null | undefined) =>
  place?.address_components?.find((c) => c.types.includes('postal_code'))?.long_name ?? null;

export class GooglePlacesSuggester implements AddressSuggester {
  readonly kind = 'google';
  private services: Promise<{ google: GoogleMapsApi; autocomplete: InstanceType<GoogleMapsApi['maps']['places']['AutocompleteService']> }> | null =
    null;

  constructor(
    private readonly apiKey: string,
    private readonly language: () => string,
  ) {}

  /** Loads the script on first use; 'load' and 'init' failures reach the screen as SPEC 8 says. */
  private ready() {
    this.services ??= loadGoogleMaps(this.apiKey, this.language())
      .then((google) => {
        try {
          return { google, autocomplete: new google.maps.places.AutocompleteService() };
        } catch (error) {
          throw new SuggesterError('init', error);
        }
      })
      .catch((error: unknown) => {
        this.services = null;
        throw error;
      });
    return this.services;
  }

  async suggest(text: string, context: AddressContext, signal?: AbortSignal): Promise<AddressCandidate[]> {
    const { google, autocomplete } = await this.ready();
    if (isMapsAuthFailed()) throw new SuggesterError('init');
    // Typed text is narrowed by the chosen region names; a village pick searches its names alone.
    const input = [text, ...context.names].map((s) => s.trim()).filter(Boolean).join(', ');
    const { OK, ZERO_RESULTS } = google.maps.places.PlacesServiceStatus;
    const predictions = await new Promise<{ place_id: string; description: string }[]>((resolve, reject) =>
      autocomplete.getPlacePredictions({ input, componentRestrictions: { country: ADDRESS_COUNTRY.toLowerCase() } }, (result, status) => {
        if (status === OK) resolve(result ?? []);
        else if (status === ZERO_RESULTS) resolve([]);
        else reject(new SuggesterError('suggest'));
      }),
    );
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    return predictions.map((p) => ({ id: p.place_id, description: p.description }));
  }

  async resolve(candidate: AddressCandidate): Promise<AddressDetails> {
    const { google } = await this.ready();
    const places = new google.maps.places.PlacesService(document.createElement('div'));
    const { OK } = google.maps.places.PlacesServiceStatus;
    const place = await new Promise<PlaceResult>((resolve, reject) =>
      places.getDetails({ placeId: candidate.id, fields: ['formatted_address', 'address_components'] }, (result, status) =>
        status === OK && result ? resolve(result) : reject(new SuggesterError('details')),
      ),
    );
    // Place details often lack the postal code for localities; the geocoder usually has it.
    const pincode =
      postalCode(place) ??
      (await new Promise<string | null>((resolve) =>
        new google.maps.Geocoder().geocode({ placeId: candidate.id }, (results, status) =>
          resolve(status === 'OK' ? (results?.map(postalCode).find(Boolean) ?? null) : null),
        ),
      ));
    return { address: place.formatted_address ?? candidate.description, pincode: pincode && /^\d{6}$/.test(pincode) ? pincode : null };
  }
}
