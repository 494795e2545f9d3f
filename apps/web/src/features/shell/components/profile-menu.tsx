// SPEC 2.4 profile menu: the full-screen overlay (profile-menu-overlay.tsx) is its own chunk, out
// of the home route's JavaScript (issue 13); the profile button starts loading it when pointed at
// or focused, so it is usually here by the time the menu opens.
import { lazy, Suspense } from 'react';
import { useProfileMenu } from '../hooks/profile-menu-store.ts';

const loadOverlay = () => import('./profile-menu-overlay.tsx');
const ProfileMenuOverlay = lazy(loadOverlay);

/** Starts fetching the menu's chunk (pointer over or focus on the profile button). */
export const preloadProfileMenu = () => void loadOverlay();

export function ProfileMenu() {
  const { isOpen, close } = useProfileMenu();
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ProfileMenuOverlay onClose={close} />
    </Suspense>
  );
}
