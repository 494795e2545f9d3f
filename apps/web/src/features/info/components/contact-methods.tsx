// The support contact (ARCHITECTURE 5): email, phone, hours and the office address, all from the
// one company config the footer uses too.
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY, telHref } from '@/config/company.ts';
import { supportHours } from '../lib/support-hours.ts';

function MethodCard({ icon: Icon, label, children, hint }: { icon: LucideIcon; label: string; children: ReactNode; hint?: string }) {
  return (
    <li className="flex gap-4 rounded-2xl bg-surface p-5 ring-1 ring-white/10">
      <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand/15 text-brand-2">
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="text-xs font-semibold uppercase tracking-wider text-white/50">{label}</h3>
        <div className="mt-1 break-words font-semibold text-white">{children}</div>
        {hint && <p className="mt-1 text-sm text-white/55">{hint}</p>}
      </div>
    </li>
  );
}

export function ContactMethods() {
  const { t, i18n } = useTranslation('info');
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      <MethodCard icon={Mail} label={t('emailLabel')} hint={t('emailHint')}>
        <a href={`mailto:${COMPANY.supportEmail}`} className="hover:text-brand-2 hover:underline">
          {COMPANY.supportEmail}
        </a>
      </MethodCard>
      <MethodCard icon={Phone} label={t('phoneLabel')} hint={t('phoneHint')}>
        <a href={telHref(COMPANY.supportPhone)} className="hover:text-brand-2 hover:underline">
          {COMPANY.supportPhone}
        </a>
      </MethodCard>
      <MethodCard icon={Clock} label={t('hoursLabel')} hint={t('hoursHint')}>
        {t('hoursValue', supportHours(i18n.language))}
      </MethodCard>
      <MethodCard icon={MapPin} label={t('addressLabel')}>
        <address className="font-normal not-italic text-white/80">
          <span className="block font-semibold text-white">{COMPANY.legalName}</span>
          {COMPANY.address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </MethodCard>
    </ul>
  );
}
