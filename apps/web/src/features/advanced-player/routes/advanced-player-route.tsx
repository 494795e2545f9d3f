// /advanced-player (SPEC 2.22), a lazy route.
import { AdvancedPlayerPage } from '../components/advanced-player-page.tsx';

export function Component() {
  return <AdvancedPlayerPage />;
}
