import { useLocation } from 'react-router';

/** The full current path (path, query and hash) for `redirect` query values (SPEC 2.2, 2.12). */
export function useCurrentPath(): string {
  const { pathname, search, hash } = useLocation();
  return `${pathname}${search}${hash}`;
}
