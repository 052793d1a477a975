// The visual check: each story's picture beside the one kept in baselines/. Baselines are lossless WebP (a third
// of the PNG's size, so every story fits in the repository); a story whose picture changed, or that has none yet,
// leaves its before, after and difference in artifacts/review/, which review.ts turns into a page and accept.ts
// turns into the new baselines.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

export const CHECK_DIR = import.meta.dirname;
export const BASELINES = path.join(CHECK_DIR, 'baselines');
export const REVIEW = path.join(CHECK_DIR, 'artifacts', 'review');

/**
 * How different a picture may be and still pass: pixels whose colour moved by more than PER_PIXEL (pixelmatch's
 * perceptual scale, 0 to 1) count as changed, and more than CHANGED_SHARE of them (or MIN_CHANGED, for small
 * pictures) fails. The same story in the same Chromium draws the same pixels (nine in ten pictures match their
 * baseline exactly), so the allowance is small: a word changed in a label ("State (optional)" to "State *",
 * 140 pixels), a spinner's frame or a token's colour fails; a stray pixel or two of antialiasing does not.
 */
const PER_PIXEL = 0.1;
const CHANGED_SHARE = 0.00005;
const MIN_CHANGED = 20;

export interface PictureVerdict {
  status: 'same' | 'changed' | 'new';
  /** why it failed, in a sentence */
  message?: string;
}

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

const raw = async (image: Buffer | string): Promise<Raw> => {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

export const baselineOf = (name: string) => path.join(BASELINES, `${name}.webp`);

/**
 * The pixels of each baseline by their hash, beside the hash of the WebP file they were read from: a picture whose
 * pixels hash the same as its baseline's passes without the baseline being decoded and compared pixel by pixel
 * (most pictures, and half the check's cost of a picture). An entry whose file hash no longer matches, or none at
 * all, means the full comparison. `npm run stories:accept` keeps it (`keepPixelIndex`).
 */
export const PIXEL_INDEX = path.join(BASELINES, 'pixels.json');
type PixelIndex = Record<string, { file: string; pixels: string }>;

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const readPixelIndex = (): PixelIndex =>
  existsSync(PIXEL_INDEX) ? (JSON.parse(readFileSync(PIXEL_INDEX, 'utf8')) as PixelIndex) : {};
let pixelIndex: PixelIndex | undefined;

/** The hash of the baseline's pixels, when the index holds it for this very file. */
function knownPixels(name: string, file: Buffer): string | undefined {
  pixelIndex ??= readPixelIndex();
  const entry = pixelIndex[name];
  return entry && entry.file === hashOf(file) ? entry.pixels : undefined;
}

/** Brings the index up to every baseline on disk: new or changed files read afresh, entries of removed ones gone. */
export async function keepPixelIndex(): Promise<number> {
  const old = readPixelIndex();
  const kept: PixelIndex = {};
  let read = 0;
  const names = readdirSync(BASELINES)
    .filter((file) => file.endsWith('.webp'))
    .map((file) => file.slice(0, -'.webp'.length))
    .sort();
  for (const name of names) {
    const file = readFileSync(baselineOf(name));
    const fileHash = hashOf(file);
    if (old[name]?.file === fileHash) {
      kept[name] = old[name];
      continue;
    }
    kept[name] = { file: fileHash, pixels: hashOf((await raw(file)).data) };
    read += 1;
  }
  writeFileSync(PIXEL_INDEX, `${JSON.stringify(kept, null, 2)}\n`);
  return read;
}

/**
 * Compares `png` with the baseline called `name`; on a difference says why and, unless `review` is false (a
 * change the check makes on purpose), writes the review files.
 */
export async function comparePicture(
  name: string,
  png: Buffer,
  { review = true }: { review?: boolean } = {},
): Promise<PictureVerdict> {
  const writeReview = review ? writeReviewFiles : () => {};
  const after = await raw(png);
  const baseline = baselineOf(name);
  if (!existsSync(baseline)) {
    if (process.env.STORY_CHECK_RECORD === '1') {
      mkdirSync(BASELINES, { recursive: true });
      writeFileSync(baseline, await toBaseline(png));
      return { status: 'same' };
    }
    writeReview(name, { after: png });
    return { status: 'new', message: `no baseline for ${name} yet: review it, then npm run stories:accept` };
  }
  const baselineFile = readFileSync(baseline);
  if (knownPixels(name, baselineFile) === hashOf(after.data)) return { status: 'same' };
  const before = await raw(baselineFile);
  if (before.width !== after.width || before.height !== after.height) {
    writeReview(name, { before: await toPng(before), after: png });
    return {
      status: 'changed',
      message: `${name} is ${after.width}×${after.height} px, its baseline ${before.width}×${before.height}`,
    };
  }
  const diff = Buffer.alloc(after.data.length);
  const changed = pixelmatch(before.data, after.data, diff, after.width, after.height, {
    threshold: PER_PIXEL,
  });
  const allowed = Math.max(MIN_CHANGED, Math.floor(after.width * after.height * CHANGED_SHARE));
  if (changed <= allowed) return { status: 'same' };
  writeReview(name, {
    before: await toPng(before),
    after: png,
    diff: await toPng({ data: diff, width: after.width, height: after.height }),
  });
  return { status: 'changed', message: `${name}: ${changed} pixels changed (${allowed} allowed)` };
}

const toPng = (image: Raw) =>
  sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } })
    .png()
    .toBuffer();

function writeReviewFiles(name: string, files: Partial<Record<'before' | 'after' | 'diff', Buffer>>) {
  const dir = path.join(REVIEW, name);
  mkdirSync(dir, { recursive: true });
  for (const [which, buffer] of Object.entries(files)) writeFileSync(path.join(dir, `${which}.png`), buffer);
}

/** A picture as a baseline: lossless WebP at effort 4, a quarter of effort 0's size on these pictures, in a tenth of a second; 6 takes seconds a picture. */
export const toBaseline = (png: Buffer | string) => sharp(png).webp({ lossless: true, effort: 4 }).toBuffer();
