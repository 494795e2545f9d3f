// ARCHITECTURE 5: visitors browse by default; a deployment with require_login_to_browse applies the
// strict reading of SPEC 2.2 to the browsing routes too.
import { Outlet } from 'react-router';
import { useAppConfig } from '@/api/app-config/get-app-config.ts';
import { RequireAuth } from './guards.tsx';

export function RequireBrowseAccess() {
  // While the config loads, or when it cannot be loaded, browsing stays public: the server still
  // refuses whatever it protects, so this only decides where the visitor is sent.
  const { data } = useAppConfig();
  if (data?.require_login_to_browse) return <RequireAuth />;
  return <Outlet />;
}
