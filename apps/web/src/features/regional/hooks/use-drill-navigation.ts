// Back on the drill-down goes up one level, and from the states list to / (SPEC 2.13). When the
// level was reached by drilling down, the entry before it is its parent, so Back is the browser's
// own back; after a reload or a shared link it navigates to the parent instead.
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { drillUrl, parentPosition, type DrillPosition } from '../lib/drilldown.ts';

export function useDrillBack(position: DrillPosition | null) {
  const navigate = useNavigate();
  const location = useLocation();
  const wasDrilled = (location.state as { drilled?: boolean } | null)?.drilled === true;
  return () => {
    const parent = position ? parentPosition(position) : null;
    if (wasDrilled && parent) navigate(-1);
    else navigate(parent ? drillUrl(parent) : paths.home);
  };
}
