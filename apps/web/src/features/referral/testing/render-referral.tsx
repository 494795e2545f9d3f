// Renders /referral and /referral/details with the toaster and the location probe; home is a stand-in.
import { renderRoutes } from '@/testing/render.tsx';
import { Component as ReferralRoute } from '../routes/referral-route.tsx';
import { Component as ReferralDetailsRoute } from '../routes/referral-details-route.tsx';

export function renderReferral(at = '/referral') {
  const routes = [
    { path: 'referral', element: <ReferralRoute /> },
    { path: 'referral/details', element: <ReferralDetailsRoute /> },
    { index: true, element: <h1>Home page</h1> },
  ];
  return renderRoutes(routes, { at, toaster: true, probe: true });
}
