import { useState, type ImgHTMLAttributes } from 'react';
import { artworkSources } from '@ott/contract';
import { cn } from './cn.ts';

const PLACEHOLDER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 240"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#23233a"/><stop offset="1" stop-color="#12121c"/></linearGradient></defs><rect width="160" height="240" fill="url(#g)"/><path d="M68 104l30 16-30 16z" fill="#ffffff33"/></svg>',
  );

/**
 * An image that falls back to a neutral placeholder on error or when the URL is missing (SPEC 8
 * 'Home'). Given `sizes` (the slot's width), versioned artwork also offers its WebP widths as
 * `srcset` (issue 13), so the browser fetches the width it shows and not the full JPEG.
 */
export function SmartImage({ src, alt, className, sizes, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failed, setFailed] = useState(false);
  const srcSet = src && sizes && !failed ? artworkSources(src).srcSet : undefined;
  return (
    <img
      src={!src || failed ? PLACEHOLDER : src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt ?? ''}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('bg-white/5 object-cover', className)}
      {...rest}
    />
  );
}
