import { Outlet } from 'react-router';
export function RequireAuth(_props: { allowIncomplete?: boolean }) {
  return <Outlet />;
}
export function RequireSignedOut() {
  return <Outlet />;
}
