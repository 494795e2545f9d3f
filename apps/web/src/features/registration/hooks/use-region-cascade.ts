// SPEC 4 'Registration region cascade': the lists of the five levels, each loading once the level
// above is chosen, and whether mandal and village are picked from a list or typed (SPEC 2.7).
import type { Region, State, Village } from '@ott/contract';
import { useStates } from '@/api/catalogue/list-states.ts';
import { useRegionLevel } from '@/api/regions/list-regions.ts';
import type { RegistrationValues } from '../lib/registration-form.ts';
import { useRegionNameSearch } from './use-region-name-search.ts';

export interface ManualModes {
  mandal: boolean;
  village: boolean;
}

const nameOf = (list: (Region | State)[] | undefined, id: string) => list?.find((r) => String(r.id) === id)?.name ?? '';

export function useRegionCascade(values: RegistrationValues, chosenManual: ManualModes) {
  const states = useStates({ staleTime: 10 * 60_000 });
  const districts = useRegionLevel('districts', values.state);
  const constituencies = useRegionLevel('constituencies', values.district);
  const mandals = useRegionLevel('mandals', values.constituency);

  // A level whose list came back empty can only be typed.
  const mandalManual = chosenManual.mandal || (mandals.isSuccess && mandals.data.length === 0);
  const mandalSearch = useRegionNameSearch('mandals', values.constituency, values.mandal.name, mandalManual && values.mandal.id === '');
  const mandalId = values.mandal.id || (mandalSearch.match ? String(mandalSearch.match.id) : '');

  const villages = useRegionLevel('villages', mandalId);
  // Without a known mandal there is no village list to pick from: a typed (or still to be typed)
  // mandal makes the village a text field at once, so it can be filled in either order (issue 12).
  const villageManual =
    chosenManual.village ||
    (values.constituency !== '' && mandalManual && mandalId === '') ||
    (villages.isSuccess && villages.data.length === 0) ||
    // A typed name stays in its text field even once a list turns up (say the mandal matched late).
    (values.village.id === '' && values.village.name.trim() !== '');
  const villageSearch = useRegionNameSearch('villages', mandalId, values.village.name, villageManual && values.village.id === '');
  const villageMatch = villageSearch.match as Village | null;
  const villageId = values.village.id || (villageMatch ? String(villageMatch.id) : '');

  return {
    states,
    districts,
    constituencies,
    mandals,
    villages,
    mandalSearch,
    villageSearch: { ...villageSearch, results: villageSearch.results as Village[] },
    mandalId,
    villageId,
    manual: { mandal: mandalManual, village: villageManual },
    /** Names for text-based address providers, most specific first. */
    names: {
      state: nameOf(states.data, values.state),
      district: nameOf(districts.data, values.district),
      constituency: nameOf(constituencies.data, values.constituency),
    },
  };
}

export type RegionCascade = ReturnType<typeof useRegionCascade>;
