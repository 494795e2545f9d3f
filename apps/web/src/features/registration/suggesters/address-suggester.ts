// SPEC 2.7 / 9: address autocomplete restricted to India, with a 300 ms pause. Two providers stand
// behind one interface (issue 4): Google Places when the deployment has a Maps key, otherwise our
// own server's suggestions built from the region and pincode data, so no third party is needed.

/** Where the user has got to in the region cascade; narrows and biases the suggestions. */
export interface AddressContext {
  stateId?: number;
  districtId?: number;
  constituencyId?: number;
  mandalId?: number;
  villageId?: number;
  /** The chosen names, most specific first ('Tenali', 'Guntur', 'Andhra Pradesh'). */
  names: string[];
}

/** One line of the suggestion list. */
export interface AddressCandidate {
  id: string;
  description: string;
  /** Providers that already know the details carry them here (no second call). */
  details?: AddressDetails;
}

/** What choosing a suggestion fills in. */
export interface AddressDetails {
  address: string;
  pincode: string | null;
}

export interface AddressSuggester {
  readonly kind: 'google' | 'server';
  suggest(text: string, context: AddressContext, signal?: AbortSignal): Promise<AddressCandidate[]>;
  resolve(candidate: AddressCandidate): Promise<AddressDetails>;
}

/**
 * Why a provider failed; the screen turns the reason into SPEC 8's words: 'load' and 'init' are
 * the Maps script failing to load or to start, 'suggest' and 'details' the two calls.
 */
export type SuggesterFailure = 'load' | 'init' | 'suggest' | 'details';

export class SuggesterError extends Error {
  constructor(
    readonly reason: SuggesterFailure,
    cause?: unknown,
  ) {
    super(`address suggester: ${reason}`, { cause });
  }
}
