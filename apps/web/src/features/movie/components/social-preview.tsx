// SPEC 2.12 'Test Social Media Preview': the card WhatsApp, Facebook and X build from this page's
// tags, read from the HTML the server sends (api/catalogue/get-share-card.ts), drawn the way those
// apps draw it: wide image, domain, title, two lines of description.
import { useId, useState } from 'react';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useShareCard, type ShareCard } from '@/api/catalogue/get-share-card.ts';
import { Button } from '@/ui/button.tsx';
import { LoadError } from '@/ui/load-error.tsx';
import { SmartImage } from '@/ui/smart-image.tsx';
import { Spinner } from '@/ui/spinner.tsx';

const domainOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

function PreviewCard({ card }: { card: ShareCard }) {
  const { t } = useTranslation('movie');
  return (
    <figure className="overflow-hidden rounded-xl bg-[#202c33] text-left ring-1 ring-white/10">
      {card.image && (
        <SmartImage
          src={card.image}
          alt={card.imageAlt ?? card.title ?? ''}
          className={card.isLargeImage ? 'aspect-[1.91/1] w-full' : 'mx-auto aspect-square w-32'}
        />
      )}
      <figcaption className="space-y-1 px-3.5 py-3">
        <p className="truncate text-[11px] tracking-wide text-white/55 uppercase">{domainOf(card.url)}</p>
        <p className="line-clamp-2 font-semibold break-words text-white">{card.title ?? t('previewNoTitle')}</p>
        {card.description && <p className="line-clamp-2 text-sm break-words text-white/70">{card.description}</p>}
      </figcaption>
    </figure>
  );
}

function SocialPreview({ id, pageUrl }: { id: string; pageUrl: string }) {
  const { t } = useTranslation('movie');
  const card = useShareCard({ pageUrl, enabled: true });
  return (
    <section id={id} aria-labelledby={`${id}-heading`} aria-busy={card.isFetching} className="mt-4 space-y-3">
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-white/85">
        {t('previewHeading')}
      </h3>
      {card.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-white/60">
          <Spinner className="size-4" />
          {t('previewLoading')}
        </p>
      ) : card.isError ? (
        <LoadError layout="inline" message={t('previewFailed')} onRetry={() => void card.refetch()} isRetrying={card.isFetching} />
      ) : !card.data.title && !card.data.image ? (
        <p role="status" className="text-sm text-amber-300">
          {t('previewMissing')}
        </p>
      ) : (
        <PreviewCard card={card.data} />
      )}
      <p className="text-xs text-white/45">{t('previewNote')}</p>
    </section>
  );
}

/** The share dialog's "Test Social Media Preview" button and the card it opens (fetched on open). */
export function SocialPreviewToggle({ pageUrl }: { pageUrl: string }) {
  const { t } = useTranslation('movie');
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  return (
    <div className="mt-4">
      <Button variant="secondary" className="w-full" aria-expanded={isOpen} aria-controls={id} onClick={() => setOpen((open) => !open)}>
        <Eye className="size-4" aria-hidden="true" />
        {t('testPreview')}
      </Button>
      {isOpen && <SocialPreview id={id} pageUrl={pageUrl} />}
    </div>
  );
}
