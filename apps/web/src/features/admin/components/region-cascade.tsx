// Regional placement from the state down (the public region lists registration uses); choosing a
// level clears the ones below, and a level waits for the one above.
import { useTranslation } from 'react-i18next';
import type { AdminTitle } from '@ott/contract';
import { useStates } from '@/api/catalogue/list-states.ts';
import { useRegionLevel } from '@/api/regions/list-regions.ts';
import { SelectField } from '@/ui/select-field.tsx';
import { chooseRegion, REGION_LEVELS, type RegionLevelKey } from '../lib/title-form.ts';

type Region = Record<RegionLevelKey, string>;
type Named = { id: number; name: string };

const LABEL: Record<RegionLevelKey, string> = {
  state_id: 'regionState',
  district_id: 'regionDistrict',
  constituency_id: 'regionConstituency',
  mandal_id: 'regionMandal',
  village_id: 'regionVillage',
};
const SAVED: Record<RegionLevelKey, keyof AdminTitle['region']> = {
  state_id: 'state',
  district_id: 'district',
  constituency_id: 'constituency',
  mandal_id: 'mandal',
  village_id: 'village',
};

/** The list's options, with the saved place kept even before (or without) its list. */
function optionsOf(list: Named[] | undefined, saved: Named | null, value: string) {
  const options = (list ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  if (value && !options.some((o) => o.value === value) && saved && String(saved.id) === value) options.unshift({ value, label: saved.name });
  return options;
}

export function RegionCascade({ value, saved, onChange, error, disabled }: { value: Region; saved: AdminTitle['region']; onChange(next: Region): void; error?: string | null; disabled?: boolean }) {
  const { t } = useTranslation('admin');
  const states = useStates();
  const districts = useRegionLevel('districts', value.state_id || null);
  const constituencies = useRegionLevel('constituencies', value.district_id || null);
  const mandals = useRegionLevel('mandals', value.constituency_id || null);
  const villages = useRegionLevel('villages', value.mandal_id || null);
  const lists: Record<RegionLevelKey, Named[] | undefined> = {
    state_id: states.data,
    district_id: districts.data,
    constituency_id: constituencies.data,
    mandal_id: mandals.data,
    village_id: villages.data,
  };
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="mb-1 text-sm font-semibold text-white/90">{t('regionTitle')}</legend>
      <p className="text-xs text-muted sm:col-span-2 lg:col-span-3">{t('regionHint')}</p>
      {REGION_LEVELS.map((level, i) => {
        const above = i === 0 ? 'x' : value[REGION_LEVELS[i - 1]!];
        return (
          <SelectField
            key={level}
            label={t(LABEL[level])}
            placeholder={t('regionNone')}
            value={value[level]}
            options={optionsOf(lists[level], saved[SAVED[level]], value[level])}
            disabled={disabled || !above}
            onChange={(next) => onChange(chooseRegion(value, level, next))}
          />
        );
      })}
      {error && <p className="text-xs text-brand-2 sm:col-span-2 lg:col-span-3">{error}</p>}
    </fieldset>
  );
}
