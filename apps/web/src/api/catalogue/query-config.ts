/**
 * The few options a caller may add to a catalogue hook. Key and fetcher stay owned by the
 * operation file (bulletproof-react's `QueryConfig`, narrowed to what screens need).
 */
export interface QueryConfig {
  enabled?: boolean;
  /** Polling period in ms, or false; pauses while the tab is hidden. */
  refetchInterval?: number | false;
  staleTime?: number;
}
