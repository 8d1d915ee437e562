const MAX_FILE_NAME = 255;
const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

function isControl(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
}

/**
 * The name a file is kept under: the last path segment (some clients send a whole path), without
 * control characters, in Unicode NFC, at most 255 characters keeping the extension; "file" when
 * nothing is left.
 */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? "").split(/[/\\]/).pop() ?? "";
  const name = [...base.normalize("NFC")]
    .filter((char) => !isControl(char))
    .join("")
    .trim();
  if (name === "" || name === "." || name === "..") return "file";
  const chars = [...name];
  if (chars.length <= MAX_FILE_NAME) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? [...name.slice(dot)] : [];
  if (extension.length > 20) return chars.slice(0, MAX_FILE_NAME).join("");
  return chars.slice(0, MAX_FILE_NAME - extension.length).join("") + extension.join("");
}

/** The declared media type without parameters, or application/octet-stream when it is not one. */
export function cleanContentType(raw: string | undefined): string {
  const type = (raw ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return CONTENT_TYPE.test(type) && type.length <= 100 ? type : "application/octet-stream";
}
