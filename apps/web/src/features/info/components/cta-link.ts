// Link styles of the info pages' calls to action (links that look like the ui kit's buttons).
export const PRIMARY_CTA =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand px-5 text-sm font-semibold text-white shadow-lg shadow-brand/25 transition hover:bg-brand-2';
export const SECONDARY_CTA =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-white/10 px-5 text-sm font-semibold text-white transition hover:bg-white/20';
