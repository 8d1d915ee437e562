import chardet from "chardet";
import iconv from "iconv-lite";

/** How many leading bytes decide a text file's encoding (and whether it is text at all). */
export const SNIFF_BYTES = 64 * 1024;

type Utf16 = "utf-16le" | "utf-16be";

/** The encoding a byte order mark announces, if the text starts with one. */
export function byteOrderMarkEncoding(head: Buffer): "utf-8" | Utf16 | undefined {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return "utf-8";
  if (head[0] === 0xff && head[1] === 0xfe) return "utf-16le";
  if (head[0] === 0xfe && head[1] === 0xff) return "utf-16be";
  return undefined;
}

/**
 * UTF-16 written without a byte order mark: Latin text then has a zero in every other byte, on the
 * odd bytes for little-endian and on the even bytes for big-endian.
 */
export function utf16WithoutMark(head: Buffer): Utf16 | undefined {
  const pairs = Math.floor(Math.min(head.length, 4096) / 2);
  if (pairs < 2) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let pair = 0; pair < pairs; pair += 1) {
    if (head[pair * 2] === 0) evenZeros += 1;
    if (head[pair * 2 + 1] === 0) oddZeros += 1;
  }
  const mostly = (zeros: number) => zeros / pairs >= 0.3;
  const hardly = (zeros: number) => zeros / pairs < 0.05;
  if (mostly(oddZeros) && hardly(evenZeros)) return "utf-16le";
  if (mostly(evenZeros) && hardly(oddZeros)) return "utf-16be";
  return undefined;
}

/**
 * The encoding to decode a text file with, from its first bytes: a byte order mark, then the UTF-16
 * zero pattern, then valid UTF-8, then chardet's guess. ISO-8859-1 is read as Windows-1252, as
 * browsers do: exports labelled Latin-1 use Windows-1252's curly quotes and dashes (0x80–0x9F).
 */
export function textEncodingOf(head: Buffer): string {
  const announced = byteOrderMarkEncoding(head) ?? utf16WithoutMark(head);
  if (announced) return announced;
  if (isUtf8(head)) return "utf-8";
  const guess = chardet.detect(head);
  if (!guess || guess === "ISO-8859-1" || guess === "ASCII" || guess.startsWith("UTF")) return "windows-1252";
  return iconv.encodingExists(guess) ? guess : "windows-1252";
}

/** Valid UTF-8, allowing the sample to end inside a character. */
function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}
