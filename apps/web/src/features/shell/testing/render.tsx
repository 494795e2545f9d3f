// Shell test helpers on top of the shared ones (src/testing): the shell's reset, a quiet API, and
// one element rendered at every path.
import type { ReactElement } from 'react';
import { stubApi, success } from '@/testing/api-stub.ts';
import { renderElement } from '@/testing/render.tsx';
import { setSignedOut } from '@/testing/session.ts';
import { useProfileMenu } from '../hooks/profile-menu-store.ts';
import '../i18n.ts';

export function resetShellState() {
  setSignedOut();
  useProfileMenu.setState({ isOpen: false });
  localStorage.clear();
}

/** Every API call answers with an empty success, so polling components stay quiet. */
export const stubQuietFetch = () => stubApi(({ path }) => (path === '/api/frontend/categories/' ? success([]) : { body: [] }));

export const renderInRouter = (element: ReactElement, at = '/') => renderElement(element, { at });
