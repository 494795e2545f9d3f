// Only same-site paths are followed after a payment, so a crafted `?redirect=https://…` link
// cannot send a paying user off the site.
export function safePath(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}
