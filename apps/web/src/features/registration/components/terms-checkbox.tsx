// SPEC 2.7 / 5: the Terms & Conditions must be accepted; the legal pages open in a new tab so the
// form keeps what was typed.
import { Check } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import type { RegistrationForm } from '../hooks/use-registration-form.ts';
import { fieldId } from '../lib/registration-form.ts';

const linkClass = 'font-semibold text-white underline decoration-white/30 underline-offset-4 hover:decoration-white';

export function TermsCheckbox({ form }: { form: RegistrationForm }) {
  const { t } = useTranslation('registration');
  const id = fieldId('terms');
  const error = form.error('terms');
  return (
    <div>
      <div className="flex items-start gap-3">
        <span className="relative mt-0.5 inline-flex size-5 shrink-0">
          <input
            id={id}
            type="checkbox"
            checked={form.values.terms}
            onChange={(e) => form.form.setTerms(e.target.checked)}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
            className="peer size-5 cursor-pointer appearance-none rounded-md border border-white/30 bg-black/30 transition-colors checked:border-brand checked:bg-brand"
          />
          <Check aria-hidden="true" className="pointer-events-none absolute inset-0.5 size-4 text-white opacity-0 peer-checked:opacity-100" />
        </span>
        <label htmlFor={id} className="text-sm leading-6 text-white/75">
          <Trans
            t={t}
            i18nKey="termsAgree"
            components={{
              terms: <a href={paths.termsOfService} target="_blank" rel="noreferrer" className={linkClass} />,
              privacy: <a href={paths.privacyPolicy} target="_blank" rel="noreferrer" className={linkClass} />,
            }}
          />
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-brand-2">
          {error}
        </p>
      )}
    </div>
  );
}
