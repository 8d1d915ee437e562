import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

const ALGORITHM = "aes-256-gcm";
const PREFIX = "enc:v1:";
const KEY_BYTES = 32;
const IV_BYTES = 12;

/** Where the generated key lives when RIGHTSDESK_ENCRYPTION_KEY is not set. */
export function fieldEncryptionKeyPath(dataDir: string): string {
  return path.join(dataDir, "secrets", "field-encryption.key");
}

/** A key read from a file or the environment: base64 of exactly 32 bytes. */
export function decodeFieldEncryptionKey(text: string, where: string): Buffer {
  const trimmed = text.trim();
  const key = Buffer.from(trimmed, "base64");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed) || key.length !== KEY_BYTES) {
    throw new Error(`The field encryption key in ${where} must be ${KEY_BYTES} bytes in base64.`);
  }
  return key;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === "ENOENT";
}

function isTaken(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === "EEXIST";
}

/**
 * The key that encrypts sensitive fields: the configured one, else the one generated on first use
 * and kept (mode 0600) in `<dataDir>/secrets/field-encryption.key`. It is never stored in the
 * database, so a copy of the database alone does not reveal the values. An in-memory data folder
 * gets a key that lives as long as the process, like its data.
 */
export async function resolveFieldEncryptionKey(options: {
  configured: Buffer | undefined;
  dataDir: string;
}): Promise<Buffer> {
  if (options.configured) return options.configured;
  if (options.dataDir.startsWith("memory://")) return randomBytes(KEY_BYTES);
  const file = fieldEncryptionKeyPath(options.dataDir);
  try {
    return decodeFieldEncryptionKey(await fs.readFile(file, "utf8"), file);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written aside and linked into place, so two processes starting together agree on one key.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await fs.writeFile(draft, `${randomBytes(KEY_BYTES).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  try {
    await fs.link(draft, file);
  } catch (error) {
    if (!isTaken(error)) throw error;
  } finally {
    await fs.rm(draft, { force: true });
  }
  return decodeFieldEncryptionKey(await fs.readFile(file, "utf8"), file);
}

/** Thrown when a stored value cannot be decrypted: a different key, or a damaged value. */
export class FieldDecryptionError extends Error {
  constructor(reason: string) {
    super(
      `A sensitive value could not be decrypted (${reason}). The field encryption key is not the one it was ` +
        "encrypted with: check RIGHTSDESK_ENCRYPTION_KEY or the key file in the data folder's secrets.",
    );
    this.name = "FieldDecryptionError";
  }
}

/**
 * AES-256-GCM encryption of single field values, stored as `enc:v1:<iv>:<tag>:<ciphertext>`
 * (base64 parts). GCM authenticates each value, so a wrong key or a changed value fails loudly
 * instead of decrypting to rubbish.
 */
export class FieldEncryption {
  private key: Promise<Buffer> | undefined;

  /** The key is loaded on first use: a server that never touches a sensitive value never makes one. */
  constructor(private readonly loadKey: () => Promise<Buffer>) {}

  static withKey(key: Buffer): FieldEncryption {
    if (key.length !== KEY_BYTES) throw new Error(`A field encryption key has ${KEY_BYTES} bytes.`);
    return new FieldEncryption(() => Promise.resolve(key));
  }

  static isEncrypted(value: unknown): value is string {
    return typeof value === "string" && value.startsWith(PREFIX);
  }

  async encrypt(plain: string): Promise<string> {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, await this.resolveKey(), iv);
    const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString("base64"));
    return `${PREFIX}${parts.join(":")}`;
  }

  async decrypt(stored: string): Promise<string> {
    if (!FieldEncryption.isEncrypted(stored)) throw new FieldDecryptionError("it is not an encrypted value");
    const [iv, tag, ciphertext] = stored
      .slice(PREFIX.length)
      .split(":")
      .map((part) => Buffer.from(part, "base64"));
    if (!iv || !tag || !ciphertext || iv.length !== IV_BYTES) throw new FieldDecryptionError("it is damaged");
    const key = await this.resolveKey();
    try {
      const decipher = createDecipheriv(ALGORITHM, key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
    } catch {
      throw new FieldDecryptionError("authentication failed");
    }
  }

  private resolveKey(): Promise<Buffer> {
    this.key ??= this.loadKey().catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }
}
