import { Infinity as InfinityIcon, MonitorSmartphone, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** SPEC 2.11 benefits: watch unlimited times, any device, HD quality. */
export function RentalBenefits() {
  const { t } = useTranslation('rentals');
  const benefits = [
    { icon: InfinityIcon, text: t('benefitUnlimited') },
    { icon: MonitorSmartphone, text: t('benefitAnyDevice') },
    { icon: Sparkles, text: t('benefitHd') },
  ];
  return (
    <section aria-labelledby="rental-benefits">
      <h2 id="rental-benefits" className="text-xs font-semibold tracking-widest text-muted uppercase">
        {t('benefitsTitle')}
      </h2>
      <ul className="mt-3 space-y-2">
        {benefits.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 rounded-xl bg-white/5 px-4 py-2.5 text-sm ring-1 ring-white/5 md:py-3">
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-violet-500/15">
              <Icon className="size-4 text-violet-300" aria-hidden="true" />
            </span>
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
