import { create as createContentDisposition } from "content-disposition";

/** Characters that may stand in a quoted `filename` as they are: printable ASCII but `"`, `\` and `%`. */
const PLAIN = /^[\x20-\x21\x23-\x24\x26-\x5b\x5d-\x7e]*$/;

/**
 * The name clients that only read `filename` save the file as: "_" for every other character
 * (the package's own stand-in, "?", is not allowed in a Windows file name).
 */
function asciiStandIn(fileName: string): string {
  return [...fileName].map((char) => (PLAIN.test(char) ? char : "_")).join("");
}

/**
 * `attachment` with the file's name (RFC 6266): a plain ASCII name as it is; any other name as
 * `filename*` in UTF-8, with an ASCII stand-in in `filename` for clients that only read that.
 */
export function attachmentDisposition(fileName: string): string {
  return createContentDisposition(fileName, { fallback: asciiStandIn(fileName) });
}
