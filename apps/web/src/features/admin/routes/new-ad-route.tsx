// /admin/ads/new (editor, issue 17.4): the ad's details; once created it opens on its own page,
// where its creative is uploaded and it is resumed.
import { toast } from 'sonner';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CreateAdBody } from '@ott/contract';
import { SectionCard } from '@/ui/section-card.tsx';
import { useCreateAd } from '../api/ads.ts';
import { AdForm } from '../components/ad-form.tsx';
import { BackToAds } from '../components/back-to-ads.tsx';
import { ScreenHeading } from '../components/screen-heading.tsx';
import { translateMessage } from '../lib/server-message.ts';

export default function NewAdScreen() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const create = useCreateAd();
  return (
    <>
      <BackToAds />
      <ScreenHeading title={t('adsNewTitle')} intro={t('adsNewIntro')} />
      <SectionCard title={t('adDetails')}>
        <AdForm
          busy={create.isPending}
          onSubmit={(body) => create.mutateAsync(body as CreateAdBody)}
          onSaved={(saved) => {
            toast.success(translateMessage(t, saved.message));
            void navigate(`/admin/ads/${saved.ad.id}`);
          }}
        />
      </SectionCard>
    </>
  );
}
