import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// 2 is Argon2id in @node-rs/argon2's Algorithm enum (a const enum, which isolated modules cannot import).
const options = { algorithm: 2 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** Verifies a password; a malformed stored hash counts as a mismatch, never as a crash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password, options);
  } catch {
    return false;
  }
}

/** A hash of a random secret, verified against when the user does not exist, so timing says nothing. */
let decoyHash: Promise<string> | undefined;
export function getDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return decoyHash;
}

/** A readable generated password: 20 characters from an unambiguous alphabet. */
export function generatePassword(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
  const bytes = randomBytes(20);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
}
