// A round avatar: the picture when there is one and it loads, else the initials. With `labels` it
// is an image with a name; without, it is decoration inside a labelled control (the header button).
// The box is a fixed square and the picture fills it with object-fit: cover, so any photo (older
// uploads were stored as sent, portrait or landscape) is cropped, never stretched or spilled.
import { useState, type ReactNode } from 'react';
import { profilePictureSources } from '@ott/contract';
import { cn } from './cn.ts';

interface AvatarProps {
  src: string | null | undefined;
  initials: string;
  /** Edge length of the square in CSS pixels; also picks the stored size to download. */
  size: number;
  /** Accessible names: with the picture shown, and with the initials shown. */
  labels?: { image: string; initials: string };
  /** Colours, ring and text size (the shape and layout are fixed). */
  className?: string;
  children?: ReactNode;
}

export function Avatar({ src, initials, size, labels, className, children }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = !!src && failedSrc !== src;
  const sources = showImage ? profilePictureSources(src) : null;
  return (
    <span
      role={labels ? 'img' : undefined}
      aria-label={labels ? (showImage ? labels.image : labels.initials) : undefined}
      aria-hidden={labels ? undefined : true}
      style={{ width: size, height: size }}
      className={cn('relative grid shrink-0 place-items-center rounded-full', className)}
    >
      {sources ? (
        // Out of the grid flow (absolute), so its height is the box's and not the photo's own.
        <img
          src={sources.src}
          srcSet={sources.srcSet}
          sizes={sources.srcSet ? `${size}px` : undefined}
          width={size}
          height={size}
          alt=""
          decoding="async"
          onError={() => setFailedSrc(sources.src)}
          className="absolute inset-0 size-full rounded-full object-cover"
          data-testid="profile-avatar-image"
        />
      ) : (
        <span aria-hidden="true">{initials}</span>
      )}
      {children}
    </span>
  );
}
