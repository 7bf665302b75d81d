import 'server-only';
import path from 'node:path';
import { imageMimeType } from '@/lib/storage/images';
import { isStoredName, objectKey } from '@/lib/storage/paths';
import {
  storePictureVariants,
  type ResponsivePicture,
  type VariantPlan,
} from '@/lib/storage/picture-variants';
import { pictureFileNames, sweepReplacedPictures } from '@/lib/storage/picture-sweep';
import { getStore, readObject } from '@/lib/storage/store';

// The files behind the hero image and the logo: reading the chosen asset from the store and making
// its sizes (sharp, in picture-variants). No database and no HTTP here: site-pictures.ts saves the
// result and turns a refusal into the API's answer.

/** Why a chosen picture cannot be used: not one of our stored images, or not a readable image. */
export class PictureFileError extends Error {
  constructor(readonly problem: 'not-an-asset' | 'unreadable') {
    super(
      problem === 'not-an-asset' ? 'Choose an image from Assets' : 'The image could not be read',
    );
    this.name = 'PictureFileError';
  }
}

/** The stored image behind `/uploads/images/<name>`; a path we could not have written is refused. */
async function readAsset(assetPath: string): Promise<{ name: string; data: Buffer }> {
  const name = decodeURIComponent(assetPath.slice('/uploads/images/'.length));
  if (!isStoredName(name) || !imageMimeType(name)) throw new PictureFileError('not-an-asset');
  const data = await readObject(getStore(), objectKey('images', name));
  if (!data) throw new PictureFileError('not-an-asset');
  return { name, data };
}

/** Makes and stores the sizes of a chosen asset. Throws PictureFileError when it cannot. */
export async function makePictureSizes(
  assetPath: string,
  plan: Omit<VariantPlan, 'stem'>,
): Promise<ResponsivePicture> {
  const { name, data } = await readAsset(assetPath);
  const stem = path.basename(name, path.extname(name));
  return storePictureVariants(data, { stem, ...plan }).catch(() => {
    throw new PictureFileError('unreadable');
  });
}

/** Sizes of pictures chosen before (a day old and more) go; a failure only leaves files behind. */
export async function removeReplacedSizes(
  inUse: ReadonlyArray<ResponsivePicture | null>,
): Promise<void> {
  const names = inUse.flatMap((picture) => pictureFileNames(picture));
  await sweepReplacedPictures(getStore(), names).catch((error: unknown) =>
    console.error(`Could not remove replaced picture sizes: ${(error as Error).message}`),
  );
}
