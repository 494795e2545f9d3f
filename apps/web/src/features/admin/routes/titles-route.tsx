// /admin/titles/* (editor): the catalogue's screens under one router entry, so the home route's
// JavaScript learns no more than one more route (issue 13's budget); the screens are this chunk's.
import { Route, Routes } from 'react-router';
import { RoleGate } from '../components/role-gate.tsx';
import { NewTitleScreen } from './new-title-route.tsx';
import { TitleScreen } from './title-route.tsx';
import { TitlesListScreen } from './titles-list-route.tsx';

export function Component() {
  return (
    <RoleGate role="editor">
      <Routes>
        <Route index element={<TitlesListScreen />} />
        <Route path="new" element={<NewTitleScreen />} />
        <Route path=":id" element={<TitleScreen />} />
      </Routes>
    </RoleGate>
  );
}
