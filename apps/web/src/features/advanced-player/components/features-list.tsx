// What the demo shows off (SPEC 2.22 'a features list').
import { Gauge, Hand, Lock, RadioTower, RefreshCw, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const FEATURES = [
  { key: 'featureAdaptive', icon: Gauge },
  { key: 'featureLive', icon: RadioTower },
  { key: 'featureDrm', icon: Lock },
  { key: 'featureResume', icon: RefreshCw },
  { key: 'featureControls', icon: Hand },
  { key: 'featureMobile', icon: Smartphone },
] as const;

export function FeaturesList() {
  const { t } = useTranslation('advancedPlayer');
  return (
    <section aria-labelledby="advanced-player-features" className="rounded-2xl bg-surface p-5 ring-1 ring-white/10 sm:p-7">
      <h2 id="advanced-player-features" className="text-lg font-semibold sm:text-xl">
        {t('featuresTitle')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ key, icon: Icon }) => (
          <li key={key} className="flex items-start gap-3 rounded-xl bg-white/[0.03] p-3 ring-1 ring-white/5">
            <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand/15 text-brand-2">
              <Icon className="size-5" />
            </span>
            <span className="text-sm leading-relaxed text-white/75">{t(key)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
