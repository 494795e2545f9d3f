import type { UIMatch } from 'react-router';

/**
 * What a route may tell the shell through its `handle`: `overlayHeader` lets the page start
 * under a see-through header (home hero, movie backdrop); `headerBack` adds the header's back
 * button (SPEC 2.4: on MovieDetails); `standalone` routes (the operator console) draw their
 * whole page, without the shell's header, footer, bottom nav, menu or popups.
 */
export interface ShellRouteHandle {
  overlayHeader?: boolean;
  headerBack?: boolean;
  standalone?: boolean;
}

export function readShellHandle(matches: UIMatch[]): ShellRouteHandle {
  const result: ShellRouteHandle = {};
  for (const match of matches) {
    const handle = match.handle as ShellRouteHandle | undefined;
    if (handle?.overlayHeader) result.overlayHeader = true;
    if (handle?.headerBack) result.headerBack = true;
    if (handle?.standalone) result.standalone = true;
  }
  return result;
}
