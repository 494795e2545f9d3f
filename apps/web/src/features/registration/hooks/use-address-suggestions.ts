// The address field's suggestions (SPEC 2.7, 9): typed text is searched after a 300 ms pause;
// choosing a village searches at once and a single answer is taken without asking (SPEC 2.7).
import { useCallback, useEffect, useRef, useState } from 'react';
import { ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS } from '@ott/contract';
import type { AddressCandidate, AddressContext, AddressDetails } from '../suggesters/address-suggester.ts';
import { SuggesterError } from '../suggesters/address-suggester.ts';
import { useAddressSuggester } from './use-address-suggester.ts';

/** Shorter text is too vague to search (and costs a paid call with Google). */
const MIN_QUERY = 3;

type ErrorKey = 'suggestFailed' | 'detailsFailed' | 'mapsLoadFailed' | 'mapsInitFailed';

export interface AddressSuggestionsState {
  items: AddressCandidate[];
  open: boolean;
  searching: boolean;
  /** i18n key of the last failure of a call (SPEC 8 'Full registration'). */
  error: ErrorKey | null;
  /** The Maps script could not be used; the built-in suggester answers instead. */
  providerError: ErrorKey | null;
  /** What the last chosen suggestion filled in. */
  filled: 'address' | 'addressAndPincode' | null;
}

const IDLE: AddressSuggestionsState = { items: [], open: false, searching: false, error: null, providerError: null, filled: null };

export function useAddressSuggestions(onResolved: (details: AddressDetails) => void) {
  const { suggester, fallBack } = useAddressSuggester();
  const [state, setState] = useState<AddressSuggestionsState>(IDLE);
  const pending = useRef<{ text: string; context: AddressContext; autoSelect: boolean } | null>(null);
  const request = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const resolvedRef = useRef(onResolved);
  resolvedRef.current = onResolved;
  /** Bumped by reset(): details resolved for a place the user has since left are dropped. */
  const generation = useRef(0);

  const choose = useCallback(
    async (candidate: AddressCandidate) => {
      setState((s) => ({ ...s, open: false, error: null }));
      const asked = generation.current;
      try {
        const details = await suggester.resolve(candidate);
        if (asked !== generation.current) return;
        resolvedRef.current(details);
        setState((s) => ({ ...s, filled: details.pincode ? 'addressAndPincode' : 'address' }));
      } catch {
        setState((s) => ({ ...s, error: 'detailsFailed' }));
      }
    },
    [suggester],
  );

  const run = useCallback(
    async (text: string, context: AddressContext, autoSelect: boolean) => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      pending.current = { text, context, autoSelect };
      setState((s) => ({ ...s, searching: true, error: null }));
      try {
        const items = await suggester.suggest(text, context, controller.signal);
        if (controller.signal.aborted) return;
        pending.current = null;
        const single = autoSelect && items.length === 1 ? items[0] : undefined;
        setState((s) => ({ ...s, items, searching: false, open: !single }));
        if (single) await choose(single);
      } catch (error) {
        if (controller.signal.aborted) return;
        const reason = error instanceof SuggesterError ? error.reason : 'suggest';
        if (reason === 'load' || reason === 'init') {
          // Keep the screen useful: the built-in suggester repeats this search (effect below).
          setState((s) => ({ ...s, searching: false, providerError: reason === 'load' ? 'mapsLoadFailed' : 'mapsInitFailed' }));
          fallBack();
          return;
        }
        pending.current = null;
        setState((s) => ({ ...s, items: [], searching: false, open: false, error: reason === 'details' ? 'detailsFailed' : 'suggestFailed' }));
      }
    },
    [suggester, choose, fallBack],
  );

  // After a switch of provider, the search that was cut short is repeated with the new one.
  useEffect(() => {
    const waiting = pending.current;
    if (waiting) void run(waiting.text, waiting.context, waiting.autoSelect);
  }, [run]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  /** The user typed in the address field: search after the pause. */
  const typed = useCallback(
    (text: string, context: AddressContext) => {
      clearTimeout(timer.current);
      request.current?.abort();
      pending.current = null;
      if (text.trim().length < MIN_QUERY) {
        setState((s) => ({ ...s, items: [], open: false, searching: false, error: null }));
        return;
      }
      timer.current = setTimeout(() => void run(text.trim(), context, false), ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS);
    },
    [run],
  );

  /** A village was chosen: search at once; one answer fills the fields by itself. */
  const searchVillage = useCallback(
    (village: string, context: AddressContext) => {
      clearTimeout(timer.current);
      void run(village, context, true);
    },
    [run],
  );

  /** The place changed: what was found or asked for the old one goes (a failed provider stays). */
  const reset = useCallback(() => {
    generation.current += 1;
    clearTimeout(timer.current);
    request.current?.abort();
    pending.current = null;
    setState((s) => ({ ...IDLE, providerError: s.providerError }));
  }, []);

  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const reopen = useCallback(() => setState((s) => ({ ...s, open: s.items.length > 0 })), []);

  return { ...state, typed, searchVillage, reset, choose: (c: AddressCandidate) => void choose(c), close, reopen };
}
