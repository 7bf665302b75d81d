import type { PictureFormat, ResponsivePicture } from '@/lib/storage/picture-variants';

interface ResponsivePictureProps {
  picture: ResponsivePicture;
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn, so the browser picks the right file. */
  sizes: string;
  /** Above the fold (the hero): fetched first and never lazily. Anything else loads when near. */
  priority?: boolean;
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
  const { picture, alt, sizes, priority = false, className } = props;
  const fallbacks = picture.variants
    .filter((variant) => variant.format === 'webp')
    .sort((a, b) => a.width - b.width);
  // The <img> src for browsers without srcset: the middle size is a fair guess for any screen.
  const fallback = fallbacks[Math.floor((fallbacks.length - 1) / 2)] ?? picture.variants[0];
  if (!fallback) return null;
  return (
    <picture className={className}>
      <source type={MIME.avif} srcSet={srcSetOf(picture, 'avif')} sizes={sizes} />
      <img
        src={fallback.url}
        srcSet={srcSetOf(picture, 'webp')}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={alt}
        {...(priority
          ? { fetchPriority: 'high' as const, loading: 'eager' as const }
          : { loading: 'lazy' as const, decoding: 'async' as const })}
      />
    </picture>
  );
}
