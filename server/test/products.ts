import sharp from 'sharp';

/**
 * A 'phone photo' held sideways: stored landscape, red on its top half and blue below, with EXIF orientation 6
 * (turn 90 degrees clockwise to show), so upright the red is on the right. Its EXIF names the phone and where
 * it was taken (GPS), as a phone's does.
 */
export function phonePhoto(width = 1600, height = 1200): Promise<Buffer> {
  const half = { width, height: height / 2, channels: 3, background: { r: 220, g: 20, b: 20 } } as const;
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 20, b: 220 } } })
    .composite([{ input: { create: half }, top: 0, left: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Tecno', Model: 'Camon 20' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '7/1 23/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 54/1 0/1',
      },
    })
    .toBuffer();
}

/** The admin form's upload: the file in `picture`. */
export async function pictureForm(
  bytes?: Buffer,
  name = 'IMG_20261125.jpg',
  type = 'image/jpeg',
): Promise<FormData> {
  const form = new FormData();
  form.set('picture', new File([new Uint8Array(bytes ?? (await phonePhoto(400, 300)))], name, { type }));
  return form;
}
