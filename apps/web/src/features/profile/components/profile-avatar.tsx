// The profile's large avatar (SPEC 2.15 initials rule, or the profile picture): the UI kit's avatar
// in the profile look.
import type { ReactNode } from 'react';
import { Avatar } from '@/ui/avatar.tsx';
import { cn } from '@/ui/cn.ts';

interface ProfileAvatarProps {
  src: string | null | undefined;
  initials: string;
  /** Edge length in CSS pixels. */
  size: number;
  /** Accessible names: with the picture shown, and with the initials shown. */
  imageLabel: string;
  initialsLabel: string;
  className?: string;
  children?: ReactNode;
}

export function ProfileAvatar({ src, initials, size, imageLabel, initialsLabel, className, children }: ProfileAvatarProps) {
  return (
    <Avatar
      src={src}
      initials={initials}
      size={size}
      labels={{ image: imageLabel, initials: initialsLabel }}
      className={cn('bg-gradient-to-br from-brand to-violet-600 font-bold shadow-xl ring-4 ring-white/10', className)}
    >
      {children}
    </Avatar>
  );
}
