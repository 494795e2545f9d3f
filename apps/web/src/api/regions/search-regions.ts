// Manual mandal / village entry (SPEC 2.7, SPEC 7): GET /mandals/search/?name&constituency_id and
// /villages/search/?name&mandal_id answer {status, data}; used to match typed names to known rows.
import { API } from '@ott/contract';
import type { Region, Village } from '@ott/contract';
import { listRegionLevel } from './list-regions.ts';

export const searchMandals = (name: string, constituencyId: number | string, signal?: AbortSignal) =>
  listRegionLevel<Region>(API.mandalsSearch, { name, constituency_id: constituencyId }, signal);

export const searchVillages = (name: string, mandalId: number | string, signal?: AbortSignal) =>
  listRegionLevel<Village>(API.villagesSearch, { name, mandal_id: mandalId }, signal);
