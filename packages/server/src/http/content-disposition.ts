/** Characters that may stand in a quoted `filename` as they are: printable ASCII but `"`, `\` and `%`. */
const PLAIN = /^[\x20-\x21\x23-\x24\x26-\x5b\x5d-\x7e]*$/;

/** RFC 5987 percent-encoding (UTF-8): encodeURIComponent plus the few characters it leaves. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment` with the file's name (RFC 6266): a plain ASCII name as it is; any other name as
 * `filename*` in UTF-8, with an ASCII stand-in in `filename` for clients that only read that.
 */
export function attachmentDisposition(fileName: string): string {
  if (PLAIN.test(fileName)) return `attachment; filename="${fileName}"`;
  const fallback = [...fileName].map((char) => (PLAIN.test(char) ? char : "_")).join("");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
