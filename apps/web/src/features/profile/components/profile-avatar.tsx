// The round avatar: the profile picture when there is one (and it loads), else the initials
// (SPEC 2.15 initials rule).
import { useState, type ReactNode } from 'react';
import { cn } from '@/ui/cn.ts';

interface ProfileAvatarProps {
  src: string | null | undefined;
  initials: string;
  /** Accessible names: with the picture shown, and with the initials shown. */
  imageLabel: string;
  initialsLabel: string;
  className?: string;
  children?: ReactNode;
}

export function ProfileAvatar({ src, initials, imageLabel, initialsLabel, className, children }: ProfileAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = !!src && failedSrc !== src;
  return (
    <div
      role="img"
      aria-label={showImage ? imageLabel : initialsLabel}
      className={cn(
        'relative grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand to-violet-600 font-bold shadow-xl ring-4 ring-white/10',
        className,
      )}
    >
      {showImage ? (
        <img src={src} alt="" onError={() => setFailedSrc(src)} className="size-full rounded-full object-cover" data-testid="profile-avatar-image" />
      ) : (
        <span aria-hidden="true">{initials}</span>
      )}
      {children}
    </div>
  );
}
