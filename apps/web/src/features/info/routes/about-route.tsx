// /about (SPEC 2.1; ARCHITECTURE 5 'real content'): what the service is, what it offers, the SPEC 9
// marketing line (plans from ₹365/year, up to 2 devices at once), careers and press.
import { Building2, Clapperboard, Crown, Languages, MapPin, MonitorSmartphone, Newspaper, Radio, Sparkles } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MARKETING_SIMULTANEOUS_DEVICES, PLANS_FROM_RUPEES_PER_DAY, PLANS_FROM_RUPEES_PER_YEAR } from '@ott/contract';
import { COMPANY } from '@/config/company.ts';
import { paths } from '@/config/paths.ts';
import { PRIMARY_CTA, SECONDARY_CTA } from '../components/cta-link.ts';
import { FeatureCard } from '../components/feature-card.tsx';
import { InfoHero } from '../components/info-hero.tsx';
import { PageSection } from '../components/page-section.tsx';
import '../i18n.ts';

function TeamCard({ id, icon: Icon, title, body, email }: { id: string; icon: LucideIcon; title: string; body: string; email: string }) {
  const { t } = useTranslation('info');
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 rounded-2xl bg-surface p-6 ring-1 ring-white/10">
      <div className="flex items-center gap-3">
        <Icon aria-hidden="true" className="size-6 text-gold" />
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-white/65">{body}</p>
      <a href={`mailto:${email}`} className="mt-4 inline-block text-sm font-semibold text-brand-2 hover:underline">
        {t('writeTo', { email })}
      </a>
    </section>
  );
}

export function Component() {
  const { t } = useTranslation('info');
  const brand = COMPANY.brand;
  const features = [
    { icon: Clapperboard, title: t('filmsTitle'), body: t('filmsBody') },
    { icon: Radio, title: t('liveTitle'), body: t('liveBody') },
    { icon: MapPin, title: t('regionalTitle'), body: t('regionalBody') },
    { icon: MonitorSmartphone, title: t('devicesTitle'), body: t('devicesBody', { count: MARKETING_SIMULTANEOUS_DEVICES }) },
    { icon: Languages, title: t('languageTitle'), body: t('languageBody') },
  ];
  return (
    <div className="pb-8">
      <InfoHero icon={Sparkles} eyebrow={t('aboutEyebrow')} title={t('aboutTitle', { brand })}>
        <p className="font-semibold text-white/85">{t('aboutTagline')}</p>
        <p className="mt-3 text-sm leading-relaxed text-white/65 md:text-base">{t('aboutIntro', { brand })}</p>
      </InfoHero>

      <PageSection id="offer" title={t('offerTitle')} className="mt-10">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((f) => (
            <FeatureCard key={f.title} {...f} />
          ))}
          <li className="flex flex-col justify-between rounded-2xl bg-gradient-to-br from-gold/20 via-surface to-surface p-5 ring-1 ring-gold/30">
            <div>
              <span aria-hidden="true" className="grid size-11 place-items-center rounded-xl bg-gold/20 text-gold">
                <Crown className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t('plansTitle', { perYear: PLANS_FROM_RUPEES_PER_YEAR })}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-white/65">{t('plansBody', { perDay: PLANS_FROM_RUPEES_PER_DAY })}</p>
            </div>
            <Link to={paths.plans()} className="mt-5 inline-flex h-10 w-fit items-center rounded-lg bg-gold px-4 text-sm font-semibold text-black hover:brightness-110">
              {t('plansCta')}
            </Link>
          </li>
        </ul>
        <Link to={paths.advancedPlayer} className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-brand-2 hover:underline">
          <Radio aria-hidden="true" className="size-4" />
          {t('advancedPlayerLink')}
        </Link>
      </PageSection>

      <PageSection id="story" title={t('storyTitle')} className="mt-12">
        <p className="max-w-3xl leading-relaxed text-white/70">{t('storyBody', { brand })}</p>
      </PageSection>

      <div className="mx-auto mt-12 grid max-w-6xl gap-4 px-4 md:grid-cols-2 md:px-8">
        <TeamCard id="careers" icon={Building2} title={t('careersTitle')} body={t('careersBody')} email={COMPANY.careersEmail} />
        <TeamCard id="press" icon={Newspaper} title={t('pressTitle')} body={t('pressBody', { brand })} email={COMPANY.pressEmail} />
      </div>

      <div className="mx-auto mt-12 max-w-6xl px-4 md:px-8">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-surface-2 p-6 ring-1 ring-white/10 md:flex-row md:items-center md:justify-between">
          <div>
            <p className="text-lg font-semibold">{t('questionsTitle')}</p>
            <p className="text-sm text-white/65">{t('questionsBody')}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.contact} className={PRIMARY_CTA}>
              {t('contactCta')}
            </Link>
            <Link to={paths.plans()} className={SECONDARY_CTA}>
              {t('plansCta')}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
