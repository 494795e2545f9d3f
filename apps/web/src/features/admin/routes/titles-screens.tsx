// The catalogue's screens (/admin/titles, /new, /:id), a chunk of their own that the console loads
// when an editor opens them (titles-route.tsx). The router's one `titles/*` entry leaves the rest
// of the address to this chunk; reading it here, rather than with a nested <Routes>, keeps React
// Router's nested-routes code out of the home route's JavaScript.
import { useParams } from 'react-router';
import { NewTitleScreen } from './new-title-route.tsx';
import { TitleScreen } from './title-route.tsx';
import { TitlesListScreen } from './titles-list-route.tsx';

export default function TitlesScreens() {
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  if (rest === '') return <TitlesListScreen />;
  if (rest === 'new') return <NewTitleScreen />;
  return <TitleScreen id={rest} />;
}
