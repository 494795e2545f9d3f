// AddressSuggester (SPEC 2.7 'Address autocomplete', ARCHITECTURE 5): what the registration
// screen's address box asks for suggestions. The web app talks to Google Places itself when
// app-config carries a maps key; otherwise it calls GET /api/address/suggestions/, answered by the
// built-in suggester over our own region and pincode data (region-suggester.ts), so the screen
// works with no third party. Another provider is one more implementation of this interface.
import type { AddressSuggestQuery, AddressSuggestion } from '@ott/contract';

export interface AddressSuggester {
  suggest(query: AddressSuggestQuery): Promise<AddressSuggestion[]>;
}

/** As many as a places service shows. */
export const ADDRESS_SUGGESTION_LIMIT = 10;
