// The signed-in operator (GET /api/admin/me/), which the console layout loads before any screen renders.
import { useOutletContext } from 'react-router';
import type { AdminMeResponse } from '@ott/contract';

export const useConsoleOperator = () => useOutletContext<AdminMeResponse>();
