/**
 * What a JPEG file itself says, read from its bytes: the frame size as stored (before any EXIF
 * rotation a viewer would apply) and the EXIF orientation, if the file carries one. Browsers honour
 * EXIF orientation when they draw, so only the bytes tell whether an image was really turned upright.
 */
export interface JpegFacts {
  width: number;
  height: number;
  exifOrientation: number | null;
}

function readExifOrientation(segment: Buffer): number | null {
  if (segment.toString("latin1", 0, 6) !== "Exif\0\0") return null;
  const tiff = segment.subarray(6);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  const count = u16(ifd);
  for (let index = 0; index < count; index += 1) {
    const entry = ifd + 2 + index * 12;
    if (u16(entry) === 0x0112) return u16(entry + 8);
  }
  return null;
}

export function readJpegFacts(bytes: Buffer): JpegFacts {
  if (bytes.readUInt16BE(0) !== 0xffd8) throw new Error("Not a JPEG file.");
  let offset = 2;
  let exifOrientation: number | null = null;
  while (offset + 4 <= bytes.length) {
    const marker = bytes.readUInt16BE(offset);
    const length = bytes.readUInt16BE(offset + 2);
    const segment = bytes.subarray(offset + 4, offset + 2 + length);
    if (marker === 0xffe1) exifOrientation = readExifOrientation(segment) ?? exifOrientation;
    // SOF0..SOF15, except DHT (C4), JPG (C8) and DAC (CC), hold the frame size.
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker)) {
      return { height: segment.readUInt16BE(1), width: segment.readUInt16BE(3), exifOrientation };
    }
    offset += 2 + length;
  }
  throw new Error("The JPEG file has no frame header.");
}
