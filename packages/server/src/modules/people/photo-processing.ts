import sharp, { type Metadata } from "sharp";

/** The longer side of a thumbnail, in pixels. */
export const THUMBNAIL_MAX_PIXELS = 320;
/** An upload larger than this is not read as a photo: cameras write a few MB, scans tens. */
export const PHOTO_SOURCE_LIMIT_BYTES = 40 * 1024 * 1024;

/** The formats a photo may arrive in; SVG and PDF (which sharp could read too) are not photos. */
const photoFormats = new Set(["jpeg", "png", "webp", "gif", "tiff", "heif", "avif"]);

export class NotAPhotoError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "NotAPhotoError";
  }
}

export interface ProcessedPhoto {
  /** The upright image as a JPEG, without metadata (no EXIF, so no GPS position). */
  image: Buffer;
  /** A WebP at most THUMBNAIL_MAX_PIXELS on its longer side, without metadata. */
  thumbnail: Buffer;
  /** Of the upright image. */
  width: number;
  height: number;
  /** The EXIF orientation (1–8) the upload carried; 1 when it had none. */
  sourceOrientation: number;
}

/**
 * Turns an uploaded image into a stored photo: the EXIF orientation is applied to the pixels
 * (`rotate()` with no angle), so every viewer shows it upright, and every metadata block is dropped
 * (sharp writes none unless asked to). Refuses content that is not an image in a photo format.
 */
export async function processPhoto(source: Buffer): Promise<ProcessedPhoto> {
  let metadata: Metadata;
  try {
    metadata = await sharp(source).metadata();
  } catch {
    throw new NotAPhotoError("it is not an image");
  }
  if (!metadata.format || !photoFormats.has(metadata.format)) {
    throw new NotAPhotoError(`${metadata.format ?? "its format"} is not a photo format`);
  }
  const orientation = metadata.orientation;
  const sourceOrientation =
    orientation !== undefined && orientation >= 1 && orientation <= 8 ? orientation : 1;
  try {
    const upright = await sharp(source, { failOn: "error" })
      .rotate()
      .jpeg({ quality: 88 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(upright.data)
      .resize(THUMBNAIL_MAX_PIXELS, THUMBNAIL_MAX_PIXELS, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return {
      image: upright.data,
      thumbnail,
      width: upright.info.width,
      height: upright.info.height,
      sourceOrientation,
    };
  } catch {
    throw new NotAPhotoError("the image is damaged or cannot be read");
  }
}
