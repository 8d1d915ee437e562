import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import type { FastifyBaseLogger } from "fastify";
import { OutboxMailer } from "./outbox-mailer.js";
import { composeMail } from "./compose-mail.js";
import { SmtpMailer } from "./smtp-mailer.js";

const noop = () => undefined;
const silent: FastifyBaseLogger = {
  level: "silent",
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silent,
};
const date = new Date(Date.UTC(2031, 0, 2, 3, 4, 5));
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe("composeMail", () => {
  it("writes the headers a mail program needs, CRLF line endings, and the body as it is", async () => {
    const raw = await composeMail(
      {
        to: "jane@example.com",
        subject: "Reset your password",
        text: "Hello,\n\nhttps://example.com/#/reset-new-password?token=abc\n",
        date,
      },
      "Rights Desk <rights@example.com>",
    );
    expect(raw.toString("utf8")).not.toMatch(/[^\r]\n/);
    const mail = await simpleParser(raw);
    expect(mail.from?.value).toEqual([{ name: "Rights Desk", address: "rights@example.com" }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe("jane@example.com");
    expect(mail.subject).toBe("Reset your password");
    expect(mail.date?.toISOString()).toBe(date.toISOString());
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@rightsdesk>$/);
    expect(mail.text).toBe("Hello,\n\nhttps://example.com/#/reset-new-password?token=abc\n");
  });

  it("encodes a non-ASCII name or subject, and keeps a line break out of a header", async () => {
    const raw = await composeMail(
      { to: "x@example.com", subject: "Café\r\nBcc: evil@example.com", text: "x", html: "<p>x</p>", date },
      "Zoë <z@example.com>",
    );
    const text = raw.toString("utf8");
    expect(text).not.toContain("Zoë");
    expect(text).not.toContain("\r\nBcc:");
    const mail = await simpleParser(raw);
    expect(mail.from?.value).toEqual([{ name: "Zoë", address: "z@example.com" }]);
    expect(mail.subject).toBe("Café Bcc: evil@example.com");
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.html).toContain("<p>x</p>");
  });

  it("refuses a recipient that is not exactly one address: a list or a group would add others", async () => {
    for (const to of [
      "x@example.com\r\nBcc: evil@example.com",
      "x@example.com, evil@example.com",
      "G: evil@example.com;",
    ]) {
      await expect(composeMail({ to, subject: "s", text: "t", date }, "r@example.com")).rejects.toThrow(
        "exactly one e-mail address",
      );
    }
  });
});

describe("OutboxMailer", () => {
  it("writes each mail as an .eml file only the server's user can read", async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "rightsdesk-mail-")), "outbox");
    cleanups.push(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));
    const mailer = new OutboxMailer(dir, "Rights Desk <r@example.com>", silent);
    await mailer.send({ to: "a@example.com", subject: "One", text: "first", date });
    await mailer.send({ to: "b@example.com", subject: "Two", text: "second", date });
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).toMatch(/^2031-01-02T03-04-05-000Z-[0-9a-f]{8}\.eml$/);
      expect(fs.statSync(path.join(dir, file)).mode & 0o777).toBe(0o600);
    }
    const contents = files.map((file) => fs.readFileSync(path.join(dir, file), "utf8")).join("\n");
    expect(contents).toContain("To: a@example.com");
    expect(contents).toContain("second");
  });
});

/** The smallest SMTP server a client can deliver one message to; it keeps what it received. */
async function startFakeSmtp(): Promise<{ port: number; received: string[] }> {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = "";
    let inData = false;
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write("250 queued\r\n");
          continue;
        }
        const lineEnd = buffer.indexOf("\r\n");
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (line.startsWith("EHLO")) socket.write("250-fake\r\n250 8BITMIME\r\n");
        else if (line.startsWith("DATA")) {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (line.startsWith("QUIT")) socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => server.close());
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return { port: address.port, received };
}

describe("SmtpMailer", () => {
  it("delivers to the SMTP server of the URL, from the configured sender", async () => {
    const smtp = await startFakeSmtp();
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${smtp.port}`, "Rights Desk <r@example.com>", silent);
    await mailer.send({ to: "jane@example.com", subject: "Hello", text: "The link", date });
    expect(smtp.received).toHaveLength(1);
    const message = smtp.received[0] ?? "";
    expect(message).toMatch(/^From: Rights Desk <r@example\.com>$/m);
    expect(message).toMatch(/^To: jane@example\.com$/m);
    expect(message).toMatch(/^Subject: Hello$/m);
    expect(message).toContain("The link");
  });
});
