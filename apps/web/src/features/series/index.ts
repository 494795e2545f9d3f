// Public surface of the series feature (issue 18.4): the home row. The series page is a lazy route.
import { lazy } from 'react';

export const SeriesRow = lazy(() => import('./components/series-row.tsx'));
