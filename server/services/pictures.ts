import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PICTURES_PATH, pictureSizes, productWords } from '../../api';
import { badRequest } from '../http/errors';

/*
 * A product's picture as the storefront shows it: a phone's photo turned upright by its EXIF
 * orientation, cropped to the card's 4:5, in WebP at 480x600 and 960x1200 (sharp screens), with every piece of
 * metadata left behind (a phone's photo carries where it was taken). Files are named by the hash of what was
 * uploaded, so the same photo twice is one pair of files, and a name never changes content: served immutable.
 * A picture removed from a product keeps its files: an order or a cached page may still show it, and a photo is
 * small beside what a mistaken delete would cost (docs/decisions/015-removed-pictures-kept.md).
 */

/** What sharp may read: the formats a phone or a camera gives. Anything else is refused, whatever its name. */
const readableFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** A picture's file name in the pictures directory, for a content hash and a width. */
export const pictureFileName = (hash: string, width: number) => `${hash}-${width}.webp`;

/** Only names this service writes are served: anything else under /pictures/ is not found. */
export const PICTURE_FILE = /^[0-9a-f]{32}-(480|960)\.webp$/;

async function writeOnce(file: string, bytes: Buffer): Promise<void> {
  // written beside and renamed into place: a reader never meets half a picture
  const partial = `${file}.${process.pid}.${Date.now()}.part`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

/** Turns an uploaded photo into the storefront's pictures in `dir`; answers the card-sized one's URL. */
export async function storePicture(dir: string, upload: Buffer): Promise<string> {
  let format: string | undefined;
  try {
    // limitInputPixels: a 'decompression bomb' is refused before it is decoded
    ({ format } = await sharp(upload, { limitInputPixels: 100_000_000 }).metadata());
  } catch {
    throw badRequest(productWords.pictureNotImage);
  }
  if (!format || !readableFormats.has(format)) throw badRequest(productWords.pictureNotImage);

  const hash = createHash('sha256').update(upload).digest('hex').slice(0, 32);
  await mkdir(dir, { recursive: true });
  try {
    for (const { width, height } of [pictureSizes.card, pictureSizes.sharp]) {
      const webp = await sharp(upload, { limitInputPixels: 100_000_000 })
        .rotate()
        .resize(width, height, { fit: 'cover', position: 'attention' })
        .webp({ quality: 80 })
        .toBuffer();
      await writeOnce(path.join(dir, pictureFileName(hash, width)), webp);
    }
  } catch (error) {
    // a file that claims a format but is broken inside
    if (error instanceof Error && /Input|VipsJpeg|corrupt|premature|unsupported/i.test(error.message))
      throw badRequest(productWords.pictureNotImage);
    throw error;
  }
  return `${PICTURES_PATH}/${pictureFileName(hash, pictureSizes.card.width)}`;
}
