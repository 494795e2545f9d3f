// The built-in provider: GET /api/address/suggestions/ answers from our own region and pincode
// data (AddressSuggest* in the contract), so each suggestion already carries its address and pincode.
import { API } from '@ott/contract';
import type { AddressSuggestQuery, AddressSuggestResponse } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import type { AddressCandidate, AddressContext, AddressDetails, AddressSuggester } from './address-suggester.ts';
import { SuggesterError } from './address-suggester.ts';

function toQuery(text: string, context: AddressContext): Partial<AddressSuggestQuery> {
  return {
    query: text,
    village_id: context.villageId,
    mandal_id: context.mandalId,
    constituency_id: context.constituencyId,
    district_id: context.districtId,
    state_id: context.stateId,
  };
}

export class ServerSuggester implements AddressSuggester {
  readonly kind = 'server';

  async suggest(text: string, context: AddressContext, signal?: AbortSignal): Promise<AddressCandidate[]> {
    let res: AddressSuggestResponse | null;
    try {
      res = await api.get<AddressSuggestResponse | null>(API.addressSuggestions, { query: toQuery(text, context), signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new SuggesterError('suggest', error);
    }
    if (res?.status !== 'success' || !Array.isArray(res.data)) throw new SuggesterError('suggest');
    return res.data.map((s) => ({
      id: s.place_id,
      description: s.description,
      details: { address: s.address, pincode: s.pincode },
    }));
  }

  resolve(candidate: AddressCandidate): Promise<AddressDetails> {
    if (!candidate.details) return Promise.reject(new SuggesterError('details'));
    return Promise.resolve(candidate.details);
  }
}
