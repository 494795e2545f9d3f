// The consent checkbox of the phone step (SPEC 2.5, SPEC 5 'Terms').
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FieldMessage } from './field-message.tsx';
import { LegalModal, type LegalDocument } from './legal-modal.tsx';

const linkClass = 'font-medium text-white underline decoration-white/40 underline-offset-2 hover:decoration-white';

export function TermsConsent({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
}) {
  const { t } = useTranslation('auth');
  const [document, setDocument] = useState<LegalDocument | null>(null);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id="terms-consent"
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={!!error}
          aria-describedby={error ? 'terms-error' : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand"
        />
        <label htmlFor="terms-consent" className="text-sm leading-snug text-white/75">
          <Trans
            t={t}
            i18nKey="termsAgree"
            components={{
              terms: <button type="button" className={linkClass} onClick={(e) => (e.preventDefault(), setDocument('terms'))} />,
              privacy: <button type="button" className={linkClass} onClick={(e) => (e.preventDefault(), setDocument('privacy'))} />,
            }}
          />
        </label>
      </div>
      <FieldMessage id="terms-error" error={error} />
      <LegalModal document={document} onClose={() => setDocument(null)} />
    </div>
  );
}
