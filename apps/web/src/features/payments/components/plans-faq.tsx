// The four-question FAQ of /plans (SPEC 2.8) as a disclosure accordion: each question is a button
// with aria-expanded controlling its answer region.
import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn.ts';

const QUESTIONS = [
  ['faqPaymentQ', 'faqPaymentA'],
  ['faqCancelQ', 'faqCancelA'],
  ['faqDevicesQ', 'faqDevicesA'],
  ['faqTrialQ', 'faqTrialA'],
] as const;

export function PlansFaq() {
  const { t } = useTranslation('payments');
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <section aria-labelledby={`${baseId}-title`} className="mx-auto mt-14 max-w-3xl">
      <h2 id={`${baseId}-title`} className="text-center text-2xl font-bold">{t('faqTitle')}</h2>
      <div className="mt-6 divide-y divide-white/10 rounded-2xl border border-white/10 bg-surface">
        {QUESTIONS.map(([question, answer], index) => {
          const isOpen = open === index;
          const panelId = `${baseId}-panel-${index}`;
          return (
            <div key={question}>
              <h3>
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => setOpen(isOpen ? null : index)}
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium hover:bg-white/5"
                >
                  {t(question)}
                  <ChevronDown className={cn('size-5 shrink-0 text-gold transition-transform', isOpen && 'rotate-180')} aria-hidden="true" />
                </button>
              </h3>
              <div id={panelId} role="region" aria-label={t(question)} hidden={!isOpen} className="px-5 pb-4 text-sm text-muted">
                {t(answer)}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
