// Terms of Service / Privacy Policy modal of the login consent (SPEC 2.5).
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';
import { formatLegalDate, isLegalSections } from '@/features/info/index.ts';

export type LegalDocument = 'terms' | 'privacy';

export function LegalModal({ document, onClose }: { document: LegalDocument | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('auth');
  // SPEC 2.21: the legal texts show today's date as their last update.
  const today = formatLegalDate(i18n.language);
  const shown = document ?? 'terms';
  const sections: unknown = t(`legal.${shown}`, { returnObjects: true });
  return (
    <Modal open={document !== null} onClose={onClose} title={t(shown === 'terms' ? 'termsTitle' : 'privacyTitle')}>
      <p className="mb-4 text-xs text-muted">{t('legalUpdated', { date: today })}</p>
      <div className="space-y-4 text-sm leading-relaxed text-white/85">
        {isLegalSections(sections) &&
          sections.map((section) => (
            <section key={section.heading}>
              <h3 className="mb-1 font-semibold text-white">{section.heading}</h3>
              <p>{section.body}</p>
            </section>
          ))}
      </div>
      <Button className="mt-6 w-full" size="lg" onClick={onClose}>
        {t('gotIt')}
      </Button>
    </Modal>
  );
}
