// Public surface of the downloads feature (issue 18.3): the movie page's Download control. The
// /downloads page is a lazy route the router imports directly; Shaka loads only when a download
// starts, is listed or plays.
export { DownloadAction } from './components/download-action.tsx';
