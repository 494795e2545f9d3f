// /free-videos: the list behind the home's Free Videos 'View All' (SPEC 2.1, 2.3).
import { useTranslation } from 'react-i18next';
import { VideoTypeList } from '../components/video-type-list.tsx';
import '../i18n.ts';

export function Component() {
  const { t } = useTranslation('browse');
  return <VideoTypeList videoType="free" title={t('freeTitle')} subtitle={t('freeSubtitle')} />;
}
