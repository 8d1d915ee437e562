import { randomUUID } from "node:crypto";

export interface Rfc822Message {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text`: the message becomes multipart/alternative. */
  html?: string;
  date: Date;
}

/** A header value on one line: a line break in a value would start a header of its own. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

/** RFC 2047 encoded-word for a value that is not plain ASCII; plain ASCII stays readable. */
function encodeWord(value: string): string {
  // Printable ASCII is exactly what needs no encoding.
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  return `=?UTF-8?B?${Buffer.from(value, "utf8").toString("base64")}?=`;
}

/** "Name <address>" with the name encoded when it needs it; a bare address as it is. */
function formatAddress(value: string): string {
  const match = /^(.*?)\s*<([^<>]+)>$/.exec(oneLine(value));
  if (!match?.[1]) return oneLine(value);
  const name = match[1].replace(/^"(.*)"$/, "$1");
  const plain = /^[\x20-\x7e]*$/.test(name);
  return `${plain ? `"${name.replace(/(["\\])/g, "\\$1")}"` : encodeWord(name)} <${match[2]}>`;
}

/** The Date header's form (RFC 5322 section 3.3): "Tue, 01 Jul 2025 10:00:00 +0000". */
export function formatMailDate(date: Date): string {
  return date.toUTCString().replace(/GMT$/, "+0000");
}

const crlf = (text: string) => text.replace(/\r?\n/g, "\r\n");

/** A complete message (RFC 5322 with a UTF-8 body; text and HTML alternatives when both), CRLF line endings. */
export function formatRfc822(message: Rfc822Message, host = "rightsdesk"): string {
  const headers = [
    `From: ${formatAddress(message.from)}`,
    `To: ${formatAddress(message.to)}`,
    `Subject: ${encodeWord(oneLine(message.subject))}`,
    `Date: ${formatMailDate(message.date)}`,
    `Message-ID: <${randomUUID()}@${host}>`,
    "MIME-Version: 1.0",
  ];
  if (message.html !== undefined) {
    const boundary = `=_rightsdesk_${randomUUID()}`;
    const part = (type: string, content: string) =>
      [
        `--${boundary}`,
        `Content-Type: ${type}; charset=utf-8`,
        "Content-Transfer-Encoding: base64",
        "",
        base64Lines(content),
      ].join("\r\n");
    headers.push(`Content-Type: multipart/alternative; boundary="${boundary}"`);
    return `${headers.join("\r\n")}\r\n\r\n${part("text/plain", crlf(message.text))}\r\n${part("text/html", crlf(message.html))}\r\n--${boundary}--\r\n`;
  }
  headers.push("Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: 8bit");
  const body = message.text.replace(/\r?\n/g, "\r\n");
  return `${headers.join("\r\n")}\r\n\r\n${body}${body.endsWith("\r\n") ? "" : "\r\n"}`;
}

/** Base64 of UTF-8 text in lines of 76 characters (RFC 2045). */
function base64Lines(text: string): string {
  return (
    Buffer.from(text, "utf8")
      .toString("base64")
      .match(/.{1,76}/g) ?? []
  ).join("\r\n");
}
