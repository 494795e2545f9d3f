// 'Why Choose Our Platform' (SPEC 2.8): premium content, up to 2 devices at once, offline viewing.
import { Download, MonitorSmartphone, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const ITEMS = [
  { icon: Sparkles, title: 'whyPremiumTitle', body: 'whyPremiumBody' },
  { icon: MonitorSmartphone, title: 'whyDevicesTitle', body: 'whyDevicesBody' },
  { icon: Download, title: 'whyOfflineTitle', body: 'whyOfflineBody' },
] as const;

export function WhyChoose() {
  const { t } = useTranslation('payments');
  return (
    <section aria-labelledby="why-title" className="mt-14">
      <h2 id="why-title" className="text-center text-2xl font-bold">{t('whyTitle')}</h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {ITEMS.map(({ icon: Icon, title, body }) => (
          <li key={title} className="rounded-2xl border border-white/10 bg-surface p-5">
            <span className="grid size-11 place-items-center rounded-xl bg-gold/15 text-gold">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold">{t(title)}</h3>
            <p className="mt-1.5 text-sm text-muted">{t(body)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
