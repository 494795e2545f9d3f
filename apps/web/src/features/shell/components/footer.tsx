// SPEC 2.4 footer: link lists, app badges, social links, support contact, language switch.
import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FOOTER_COLUMNS, SUPPORT_EMAIL, SUPPORT_PHONE } from './footer-links.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { SocialLinks } from './social-links.tsx';
import { StoreBadges } from './store-badges.tsx';

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className="mt-16 border-t border-white/10 bg-gradient-to-b from-surface/60 to-bg pb-24 pt-12 text-sm md:pb-10">
      <div className="px-4 md:px-10 lg:px-14">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_2fr]">
          <div className="space-y-5">
            <Logo />
            <p className="max-w-sm text-white/60">{t('tagline')}</p>
            <LanguageSwitch />
            <div>
              <p className="mb-3 font-semibold text-white/80">{t('followUs')}</p>
              <SocialLinks label={t('followUs')} />
            </div>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {FOOTER_COLUMNS.map((column) => (
              <nav key={column.title} aria-label={t(column.title)}>
                <h2 className="mb-3 text-xs font-bold uppercase tracking-wider text-white/90">{t(column.title)}</h2>
                <ul className="space-y-2.5">
                  {column.links.map((link) => (
                    <li key={link.label}>
                      {link.to ? (
                        <Link to={link.to} className="text-white/60 transition-colors hover:text-white">
                          {t(link.label)}
                        </Link>
                      ) : (
                        <span className="text-white/35">{t(link.label)}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>

        <div className="mt-10 flex flex-col gap-8 border-t border-white/10 pt-8 md:flex-row md:items-end md:justify-between">
          <div>
            <p className="mb-3 font-semibold text-white/80">{t('getTheApp')}</p>
            <StoreBadges />
          </div>
          <address className="not-italic">
            <p className="mb-3 font-semibold text-white/80">{t('support')}</p>
            <ul className="space-y-2 text-white/60">
              <li>
                <a href={`mailto:${SUPPORT_EMAIL}`} aria-label={`${t('supportEmail')}: ${SUPPORT_EMAIL}`} className="inline-flex items-center gap-2 hover:text-white">
                  <Mail aria-hidden="true" className="size-4" />
                  {SUPPORT_EMAIL}
                </a>
              </li>
              <li>
                <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`} aria-label={`${t('supportPhone')}: ${SUPPORT_PHONE}`} className="inline-flex items-center gap-2 hover:text-white">
                  <Phone aria-hidden="true" className="size-4" />
                  {SUPPORT_PHONE}
                </a>
              </li>
            </ul>
          </address>
        </div>
        <p className="mt-8 text-xs text-white/40">{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
