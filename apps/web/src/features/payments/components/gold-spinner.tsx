// The payment screens' large gold spinner (the UI kit's Spinner is white and small).
export function GoldSpinner({ label }: { label?: string }) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className="mx-auto block size-12 animate-spin rounded-full border-4 border-gold/25 border-t-gold"
    />
  );
}
