// /contact (SPEC 2.1; ARCHITECTURE 5: contact shows the support contact). Also the target of the
// profile menu's Help, so it answers the common questions before anyone has to write in.
import { LifeBuoy, Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { COMPANY, telHref } from '@/config/company.ts';
import { ContactMethods } from '../components/contact-methods.tsx';
import { PRIMARY_CTA, SECONDARY_CTA } from '../components/cta-link.ts';
import { FaqList } from '../components/faq-list.tsx';
import { InfoHero } from '../components/info-hero.tsx';
import { PageSection } from '../components/page-section.tsx';
import '../i18n.ts';

export function Component() {
  const { t } = useTranslation('info');
  return (
    <div className="pb-8">
      <InfoHero icon={LifeBuoy} eyebrow={t('contactEyebrow')} title={t('contactTitle')}>
        <p>{t('contactTagline')}</p>
      </InfoHero>

      <div className="mx-auto mt-10 max-w-6xl px-4 md:px-8">
        <ContactMethods />
      </div>

      <PageSection id="faq" title={t('faqTitle')} className="mt-12">
        <FaqList />
      </PageSection>

      <div className="mx-auto mt-12 max-w-6xl px-4 md:px-8">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-surface-2 p-6 ring-1 ring-white/10 md:flex-row md:items-center md:justify-between">
          <div>
            <p className="text-lg font-semibold">{t('stillNeedHelp')}</p>
            <p className="text-sm text-white/65">{t('stillNeedHelpBody')}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <a href={`mailto:${COMPANY.supportEmail}`} className={PRIMARY_CTA}>
              <Mail aria-hidden="true" className="size-4" />
              {t('emailUs')}
            </a>
            <a href={telHref(COMPANY.supportPhone)} className={SECONDARY_CTA}>
              <Phone aria-hidden="true" className="size-4" />
              {t('callUs')}
            </a>
          </div>
        </div>
      </div>
    </div>
  );
}
