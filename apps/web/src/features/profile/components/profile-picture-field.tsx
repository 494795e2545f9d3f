// Profile picture on /profile/update (SPEC 3 'User' profile_picture, 5 'Profile settings': sent only
// when a file is chosen). Shows the current picture (or initials), a preview of the new one, and
// refuses a wrong type or size before uploading, with the server's message.
import { useId, type ChangeEvent } from 'react';
import { ImagePlus, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn.ts';
import { SectionCard } from '@/ui/section-card.tsx';
import { useObjectUrl } from '../hooks/use-object-url.ts';
import { PICTURE_ACCEPT } from '../lib/profile-picture.ts';
import { ProfileAvatar } from './profile-avatar.tsx';

interface ProfilePictureFieldProps {
  currentUrl: string | null;
  initials: string;
  file: File | null;
  error?: string;
  onChange(file: File | null): void;
}

export function ProfilePictureField({ currentUrl, initials, file, error, onChange }: ProfilePictureFieldProps) {
  const { t } = useTranslation('profile');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const preview = useObjectUrl(file);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    // Cleared so choosing the same file again after an error still fires a change.
    event.target.value = '';
    if (picked) onChange(picked);
  };

  return (
    <SectionCard title={t('profilePicture')}>
      <div className="flex flex-col items-center gap-5 sm:flex-row">
        <ProfileAvatar
          src={preview ?? currentUrl}
          initials={initials}
          imageLabel={preview ? t('newPicturePreview') : t('pictureLabel')}
          initialsLabel={t('avatarLabel', { initials })}
          size={96}
          className="text-3xl"
        />
        <div className="flex flex-col items-center gap-2 sm:items-start">
          <div className="flex flex-wrap justify-center gap-2">
            <input
              id={inputId}
              type="file"
              accept={PICTURE_ACCEPT}
              onChange={onPick}
              aria-describedby={error ? `${errorId} ${hintId}` : hintId}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
            />
            <label
              htmlFor={inputId}
              className={cn(
                'inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg bg-white/10 px-4 text-sm font-semibold text-white transition hover:bg-white/20',
                'peer-focus-visible:ring-2 peer-focus-visible:ring-brand-2',
              )}
            >
              <ImagePlus className="size-4" aria-hidden="true" />
              {currentUrl || file ? t('changePhoto') : t('uploadPhoto')}
            </label>
            {file && (
              <button
                type="button"
                onClick={() => onChange(null)}
                className="inline-flex h-10 items-center gap-2 rounded-lg px-4 text-sm font-medium text-white/80 ring-1 ring-white/15 transition hover:bg-white/5"
              >
                <Undo2 className="size-4" aria-hidden="true" />
                {t('keepCurrentPhoto')}
              </button>
            )}
          </div>
          <p id={hintId} className="text-xs text-muted">
            {file ? t('newPictureChosen', { name: file.name }) : t('pictureHint')}
          </p>
          {error && (
            <p id={errorId} role="alert" className="text-sm text-brand-2">
              {error}
            </p>
          )}
        </div>
      </div>
    </SectionCard>
  );
}
