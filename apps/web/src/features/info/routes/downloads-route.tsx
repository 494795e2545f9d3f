// /downloads (SPEC 2.1; ARCHITECTURE 5 says it lists offline downloads). A browser cannot keep
// DRM-protected films offline, so there is nothing real to list here: the screen says where
// downloads live (the mobile apps, not released yet) and shows the account's 'Downloads WiFi Only'
// setting (SPEC 2.15) instead of inventing a list. Signed-in users only.
import { Bookmark, Compass, Download, Smartphone, UserRound, Wifi } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COMPANY } from '@/config/company.ts';
import { paths } from '@/config/paths.ts';
import { StoreBadges } from '@/features/shell/index.ts';
import { useSession } from '@/lib/session.ts';
import { PRIMARY_CTA, SECONDARY_CTA } from '../components/cta-link.ts';
import { InfoHero } from '../components/info-hero.tsx';
import { displayPhone } from '../lib/display-phone.ts';
import '../i18n.ts';

export function Component() {
  const { t } = useTranslation('info');
  const phone = useSession((s) => s.phone) ?? '';
  const brand = COMPANY.brand;
  const steps = [t('stepInstall', { brand }), t('stepSignIn', { phone: displayPhone(phone) }), t('stepDownload')];
  return (
    <div className="pb-8">
      <InfoHero icon={Download} eyebrow={brand} title={t('downloadsTitle')}>
        <p className="font-semibold text-white/85">{t('downloadsLead', { brand })}</p>
      </InfoHero>

      <div className="mx-auto mt-10 grid max-w-6xl gap-6 px-4 md:px-8 lg:grid-cols-[1.4fr_1fr]">
        <section aria-labelledby="downloads-app" className="rounded-2xl bg-surface p-6 ring-1 ring-white/10 md:p-8">
          <div className="flex items-start gap-4">
            <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand/15 text-brand-2">
              <Smartphone className="size-6" />
            </span>
            <div>
              <h2 id="downloads-app" className="text-lg font-semibold">
                {t('stepsTitle')}
              </h2>
              <p className="mt-1.5 text-sm leading-relaxed text-white/65">{t('downloadsBody')}</p>
            </div>
          </div>
          <ol className="mt-6 space-y-3">
            {steps.map((step, i) => (
              <li key={step} className="flex items-center gap-3 rounded-xl bg-white/5 px-4 py-3 text-sm">
                <span aria-hidden="true" className="grid size-7 shrink-0 place-items-center rounded-full bg-brand text-xs font-bold">
                  {i + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
          <div className="mt-6 space-y-3">
            <StoreBadges />
            <p className="text-sm text-white/55">{t('appsComingSoon')}</p>
          </div>
        </section>

        <div className="space-y-6">
          <section aria-labelledby="downloads-wifi" className="rounded-2xl bg-surface p-6 ring-1 ring-white/10">
            <div className="flex items-center gap-3">
              <Wifi aria-hidden="true" className="size-6 text-emerald-400" />
              <h2 id="downloads-wifi" className="text-lg font-semibold">
                {t('wifiTitle')}
              </h2>
            </div>
            <p className="mt-3 text-sm leading-relaxed text-white/65">{t('wifiBody')}</p>
            <Link to={paths.profile} className={`${SECONDARY_CTA} mt-5`}>
              <UserRound aria-hidden="true" className="size-4" />
              {t('openProfile')}
            </Link>
          </section>

          <section aria-labelledby="downloads-web" className="rounded-2xl bg-surface-2 p-6 ring-1 ring-white/10">
            <h2 id="downloads-web" className="text-lg font-semibold">
              {t('meanwhileTitle')}
            </h2>
            <p className="mt-1.5 text-sm text-white/65">{t('meanwhileBody')}</p>
            <div className="mt-5 flex flex-wrap gap-3">
              <Link to={paths.watchlist} className={PRIMARY_CTA}>
                <Bookmark aria-hidden="true" className="size-4" />
                {t('myList')}
              </Link>
              <Link to={paths.home} className={SECONDARY_CTA}>
                <Compass aria-hidden="true" className="size-4" />
                {t('browseVideos')}
              </Link>
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
