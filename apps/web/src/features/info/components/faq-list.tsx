// Help as questions and answers (the profile menu's Help opens /contact, ARCHITECTURE 5). Native
// <details> gives keyboard and screen-reader support for free. Numbers come from the contract.
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEVICE_LIMIT, OTP_LENGTH, OTP_RESEND_SECONDS } from '@ott/contract';
import { COMPANY } from '@/config/company.ts';

const FAQ: readonly { id: string; values?: Record<string, string | number>; link?: string }[] = [
  { id: 'SignIn', values: { digits: OTP_LENGTH } },
  { id: 'NoCode', values: { seconds: OTP_RESEND_SECONDS } },
  // Prices are the operator's (console Plans editor), so the answer points at the Plans page rather than quoting them.
  { id: 'Plans', link: '/plans' },
  { id: 'Rental' },
  { id: 'Payment' },
  { id: 'Devices', values: { limit: DEVICE_LIMIT } },
  { id: 'Regional' },
  { id: 'Downloads' },
  { id: 'Delete', values: { email: COMPANY.supportEmail } },
];

export function FaqList() {
  const { t } = useTranslation('info');
  return (
    <div className="divide-y divide-white/10 overflow-hidden rounded-2xl bg-surface ring-1 ring-white/10">
      {FAQ.map(({ id, values, link }) => (
        <details key={id} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold transition-colors hover:bg-white/5 [&::-webkit-details-marker]:hidden">
            {t(`faq${id}Q`)}
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-white/50 transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-5 pb-5 text-sm leading-relaxed text-white/70">
            {t(`faq${id}A`, values)}
            {link && (
              <>
                {' '}
                <Link to={link} className="font-semibold text-white underline underline-offset-2 hover:text-brand-2">
                  {t(`faq${id}Link`)}
                </Link>
              </>
            )}
          </p>
        </details>
      ))}
    </div>
  );
}
