// A legal page (SPEC 2.21): static text whose last-updated date is today, in the reader's language.
// Wide screens get a sticky contents list; every screen links to the other two documents.
import { FileText, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COMPANY } from '@/config/company.ts';
import { paths } from '@/config/paths.ts';
import { cn } from '@/ui/cn.ts';
import { isLegalSections } from '../legal/legal-content.ts';
import { formatLegalDate } from '../legal/legal-date.ts';
import type { LegalDocument } from '../legal/legal-section.ts';
import { InfoHero } from './info-hero.tsx';
import '../i18n.ts';

const DOCUMENTS: readonly { id: LegalDocument; title: string; to: string }[] = [
  { id: 'terms', title: 'termsTitle', to: paths.termsOfService },
  { id: 'privacy', title: 'privacyTitle', to: paths.privacyPolicy },
  { id: 'cookies', title: 'cookiesTitle', to: paths.cookiePolicy },
];

const sectionId = (index: number) => `section-${index + 1}`;

export function LegalPage({ document }: { document: LegalDocument }) {
  const { t, i18n } = useTranslation('info');
  const current = DOCUMENTS.find((d) => d.id === document)!;
  const raw: unknown = t(`legal.${document}`, { returnObjects: true });
  const sections = isLegalSections(raw) ? raw : [];
  return (
    <div className="pb-8">
      <InfoHero icon={FileText} eyebrow={t('legalEyebrow')} title={t(current.title)}>
        <p className="text-sm text-white/60">{t('lastUpdated', { date: formatLegalDate(i18n.language) })}</p>
      </InfoHero>

      <div className="mx-auto mt-8 grid max-w-6xl gap-8 px-4 md:px-8 lg:grid-cols-[16rem_1fr]">
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <nav aria-label={t('onThisPage')} className="hidden lg:block">
            <p className="mb-3 text-xs font-bold uppercase tracking-wider text-white/50">{t('onThisPage')}</p>
            <ol className="space-y-2 text-sm">
              {sections.map((s, i) => (
                <li key={s.heading}>
                  <a href={`#${sectionId(i)}`} className="text-white/60 transition-colors hover:text-white">
                    {s.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <nav aria-label={t('otherDocuments')}>
            <p className="mb-3 text-xs font-bold uppercase tracking-wider text-white/50">{t('otherDocuments')}</p>
            <ul className="flex flex-wrap gap-2 lg:flex-col">
              {DOCUMENTS.map((d) => (
                <li key={d.id}>
                  <Link
                    to={d.to}
                    aria-current={d.id === document ? 'page' : undefined}
                    className={cn(
                      'inline-flex rounded-full px-3 py-1.5 text-sm ring-1 transition-colors',
                      d.id === document ? 'bg-brand/15 text-white ring-brand/40' : 'text-white/65 ring-white/10 hover:text-white hover:ring-white/25',
                    )}
                  >
                    {t(d.title)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>

        <article className="rounded-2xl bg-surface p-5 ring-1 ring-white/10 md:p-8">
          <div className="space-y-7">
            {sections.map((s, i) => (
              <section key={s.heading} id={sectionId(i)} aria-labelledby={`${sectionId(i)}-title`} className="scroll-mt-24">
                <h2 id={`${sectionId(i)}-title`} className="text-lg font-semibold text-white">
                  {s.heading}
                </h2>
                <p className="mt-2 leading-relaxed text-white/75">{s.body}</p>
              </section>
            ))}
          </div>
          <div className="mt-8 flex flex-wrap items-center gap-3 border-t border-white/10 pt-6 text-sm text-white/60">
            <span>{t('legalQuestions')}</span>
            <a href={`mailto:${COMPANY.supportEmail}`} className="inline-flex items-center gap-1.5 font-semibold text-brand-2 hover:underline">
              <Mail aria-hidden="true" className="size-4" />
              {COMPANY.supportEmail}
            </a>
            <Link to={paths.contact} className="font-semibold text-white/80 hover:text-white hover:underline">
              {t('contactCta')}
            </Link>
          </div>
        </article>
      </div>
    </div>
  );
}
