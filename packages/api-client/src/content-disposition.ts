/** Decodes RFC 5987 percent-encoding in the given charset (UTF-8, or ISO-8859-1 byte by byte). */
function decodeExtValue(charset: string, encoded: string): string | null {
  try {
    if (charset.toLowerCase() === "utf-8") return decodeURIComponent(encoded);
    if (charset.toLowerCase() === "iso-8859-1") {
      return encoded.replace(/%([0-9a-fA-F]{2})/g, (_match, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
    }
  } catch {
    // Malformed percent-encoding: fall back to the plain filename parameter.
  }
  return null;
}

/**
 * The file name a Content-Disposition header gives: `filename*` (RFC 6266/5987, for names
 * beyond ASCII) when present and readable, else `filename`; null when neither is there.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^';\s]+)'[^']*'([^;\s]*)/i.exec(header);
  if (extended?.[1] !== undefined && extended[2] !== undefined) {
    const decoded = decodeExtValue(extended[1], extended[2]);
    if (decoded) return decoded;
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1] !== undefined) return quoted[1].replace(/\\(.)/g, "$1");
  const token = /(?:^|;)\s*filename\s*=\s*([^;\s"]+)/i.exec(header);
  return token?.[1] ?? null;
}
