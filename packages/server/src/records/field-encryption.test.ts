import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config/env.js";
import {
  FieldDecryptionError,
  FieldEncryption,
  fieldEncryptionKeyPath,
  resolveFieldEncryptionKey,
} from "./field-encryption.js";

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "rd-keys-"));
});
afterEach(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe("field encryption", () => {
  it("stores a value as enc:v1 with a fresh IV each time and reads it back", async () => {
    const encryption = FieldEncryption.withKey(randomBytes(32));
    const first = await encryption.encrypt("12-3456789");
    const second = await encryption.encrypt("12-3456789");
    expect(first).toMatch(/^enc:v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(first).not.toContain("3456789");
    expect(first).not.toBe(second);
    expect(await encryption.decrypt(first)).toBe("12-3456789");
  });

  it("fails loudly with another key or a changed value", async () => {
    const stored = await FieldEncryption.withKey(randomBytes(32)).encrypt("000123456789");
    const other = FieldEncryption.withKey(randomBytes(32));
    await expect(other.decrypt(stored)).rejects.toBeInstanceOf(FieldDecryptionError);
    await expect(other.decrypt(stored)).rejects.toThrow(/RIGHTSDESK_ENCRYPTION_KEY/);
    const parts = stored.split(":");
    parts[4] = Buffer.from("tampered!").toString("base64");
    const owner = FieldEncryption.withKey(randomBytes(32));
    await expect(owner.decrypt(parts.join(":"))).rejects.toBeInstanceOf(FieldDecryptionError);
  });

  it("generates the key once under the data folder, readable by its owner only", async () => {
    const keys = await Promise.all(
      Array.from({ length: 4 }, () => resolveFieldEncryptionKey({ configured: undefined, dataDir })),
    );
    const file = fieldEncryptionKeyPath(dataDir);
    expect(file).toBe(path.join(dataDir, "secrets", "field-encryption.key"));
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(new Set(keys.map((key) => key.toString("hex"))).size).toBe(1);
    expect(keys[0]?.length).toBe(32);
    const again = await resolveFieldEncryptionKey({ configured: undefined, dataDir });
    expect(again.equals(keys[0] as Buffer)).toBe(true);
    expect(await fs.readdir(path.dirname(file))).toEqual(["field-encryption.key"]);
  });

  it("prefers the configured key and writes no file", async () => {
    const configured = randomBytes(32);
    expect((await resolveFieldEncryptionKey({ configured, dataDir })).equals(configured)).toBe(true);
    await expect(fs.stat(fieldEncryptionKeyPath(dataDir))).rejects.toThrow();
  });

  it("refuses a damaged key file instead of making a new key", async () => {
    const file = fieldEncryptionKeyPath(dataDir);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, "too short\n");
    await expect(resolveFieldEncryptionKey({ configured: undefined, dataDir })).rejects.toThrow(/32 bytes/);
  });

  it("reads RIGHTSDESK_ENCRYPTION_KEY as 32 bytes of base64 and names it when it is not", () => {
    const key = randomBytes(32);
    expect(loadConfig({ RIGHTSDESK_ENCRYPTION_KEY: key.toString("base64") }).encryptionKey?.equals(key)).toBe(
      true,
    );
    expect(loadConfig({}).encryptionKey).toBeUndefined();
    expect(() => loadConfig({ RIGHTSDESK_ENCRYPTION_KEY: randomBytes(16).toString("base64") })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ RIGHTSDESK_ENCRYPTION_KEY: "not base64!" });
    } catch (error) {
      expect((error as ConfigError).problems[0]).toMatch(/^RIGHTSDESK_ENCRYPTION_KEY: must be 32 bytes/);
    }
  });
});
