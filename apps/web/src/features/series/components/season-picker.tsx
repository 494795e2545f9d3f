// The season picker (issue 18.4): a labelled native select, so keyboards and screen readers work as
// everywhere; with one season it still names it.
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesSeason } from '@ott/contract';

export function SeasonPicker({ seasons, value, onChange }: { seasons: readonly SeriesSeason[]; value: number; onChange: (season: number) => void }) {
  const { t } = useTranslation('series');
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="sr-only">
        {t('season')}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
          className="h-11 appearance-none rounded-lg bg-white/10 pr-10 pl-4 text-base font-semibold text-white ring-1 ring-white/20 transition hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          {seasons.map((season) => (
            <option key={season.number} value={season.number} className="bg-neutral-900">
              {season.title}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-white/70" />
      </div>
    </div>
  );
}
