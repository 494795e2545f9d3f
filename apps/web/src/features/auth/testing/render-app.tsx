// Renders the auth routes inside a memory router shaped like the app's route table, with the real
// guards and the location probe.
import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { LocationProbe, renderRoutes } from '@/testing/render.tsx';
import { RequireAuth, RequireBrowseAccess, RequireSignedOut, SessionWatcher } from '../index.ts';
import { Component as LoginRoute } from '../routes/login-route.tsx';
import { Component as MiniRegisterRoute } from '../routes/mini-register-route.tsx';

const page = (name: string) => <h1>{name}</h1>;

function appRoutes(watcher: boolean, profile: ReactNode): RouteObject[] {
  return [
    {
      path: '/',
      element: (
        <>
          {watcher && <SessionWatcher />}
          <LocationProbe />
          <Outlet />
        </>
      ),
      children: [
        { element: <RequireBrowseAccess />, children: [{ index: true, element: page('Home page') }] },
        { element: <RequireSignedOut />, children: [{ path: 'login', element: <LoginRoute /> }] },
        { element: <RequireAuth allowIncomplete />, children: [{ path: 'mini-register', element: <MiniRegisterRoute /> }] },
        {
          element: <RequireAuth />,
          children: [
            { path: 'profile', element: profile ?? page('Profile page') },
            { path: 'plans', element: page('Plans page') },
          ],
        },
      ],
    },
  ];
}

export function renderApp(path: string, { watcher = false, profile }: { watcher?: boolean; profile?: ReactNode } = {}) {
  return renderRoutes(appRoutes(watcher, profile), { at: path });
}
