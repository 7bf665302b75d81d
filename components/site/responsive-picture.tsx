import type { PictureFormat, ResponsivePicture } from '@/lib/storage/picture-variants';

interface ResponsivePictureProps {
  picture: ResponsivePicture;
  alt: string;
  /** The language of `alt` where it is not the page's (a description without translation). */
  altLang?: string;
  /** The `sizes` attribute: how wide the picture is drawn, so the browser picks the right file. */
  sizes: string;
  /**
   * `first`: the first screen's main picture (the hero), fetched at high priority as soon as the
   * browser's preload scanner meets it in the HTML; `normal`: above the fold but small (the logo);
   * `lazy` (default): loaded when near.
   *
   * NOTE: no `preload()` from react-dom for `first`: its hint travels inside the page's RSC payload,
   * and every page that prefetched a link to the home page applied it, fetching the home's hero at
   * high priority on a page that does not show it (issue 37). The <img>'s own fetchpriority in the
   * HTML is found as early by the preload scanner, and only where the picture is shown.
   */
  fetch?: 'first' | 'normal' | 'lazy';
  className?: string;
}

const MIME: Record<PictureFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

function srcSetOf(picture: ResponsivePicture, format: PictureFormat): string {
  return picture.variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/**
 * A stored picture in every size and format it was made in (lib/storage/picture-variants.ts): the
 * browser takes AVIF where it can, WebP otherwise, at the width `sizes` asks for. The intrinsic
 * width/height reserve its box before it arrives, so nothing below it moves.
 */
export function ResponsivePictureImage(props: ResponsivePictureProps) {
  const { picture, alt, altLang, sizes, fetch = 'lazy', className } = props;
  const fallbacks = picture.variants
    .filter((variant) => variant.format === 'webp')
    .sort((a, b) => a.width - b.width);
  // The <img> src for browsers without srcset: the middle size is a fair guess for any screen.
  const fallback = fallbacks[Math.floor((fallbacks.length - 1) / 2)] ?? picture.variants[0];
  if (!fallback) return null;
  const avif = srcSetOf(picture, 'avif');
  return (
    <picture className={className}>
      <source type={MIME.avif} srcSet={avif} sizes={sizes} />
      <img
        src={fallback.url}
        srcSet={srcSetOf(picture, 'webp')}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={alt}
        lang={altLang}
        {...(fetch === 'first'
          ? { fetchPriority: 'high' as const }
          : { decoding: 'async' as const, ...(fetch === 'lazy' && { loading: 'lazy' as const }) })}
      />
    </picture>
  );
}
