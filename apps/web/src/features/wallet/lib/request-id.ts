// The withdrawal's idempotency key (contract WithdrawalRequestBody.request_id, 8-64 characters).
// randomUUID exists only in secure contexts; getRandomValues everywhere.
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
