// A round avatar: the picture when there is one and it loads, else the initials. With `labels` it
// is an image with a name; without, it is decoration inside a labelled control (the header button).
import { useState, type ReactNode } from 'react';
import { cn } from './cn.ts';

interface AvatarProps {
  src: string | null | undefined;
  initials: string;
  /** Accessible names: with the picture shown, and with the initials shown. */
  labels?: { image: string; initials: string };
  /** Size, colours and ring (the shape and layout are fixed). */
  className?: string;
  children?: ReactNode;
}

export function Avatar({ src, initials, labels, className, children }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = !!src && failedSrc !== src;
  return (
    <span
      role={labels ? 'img' : undefined}
      aria-label={labels ? (showImage ? labels.image : labels.initials) : undefined}
      aria-hidden={labels ? undefined : true}
      className={cn('relative grid shrink-0 place-items-center rounded-full', className)}
    >
      {showImage ? (
        <img src={src} alt="" onError={() => setFailedSrc(src)} className="size-full rounded-full object-cover" data-testid="profile-avatar-image" />
      ) : (
        <span aria-hidden="true">{initials}</span>
      )}
      {children}
    </span>
  );
}
