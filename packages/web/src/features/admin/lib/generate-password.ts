/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand. */
const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";
const symbols = "-_.!@#%+=";

/**
 * A first password for a new user: 16 characters, with symbols, drawn from the browser's
 * cryptographic random source. It meets the domain's password rules (length, variety, no edge
 * spaces), which the test checks against the domain's own schema.
 */
export function generatePassword(
  random: (length: number) => Uint8Array = (length) => crypto.getRandomValues(new Uint8Array(length)),
  length = 16,
): string {
  const pool = alphabet + symbols;
  // Rejection sampling keeps every character equally likely.
  const limit = 256 - (256 % pool.length);
  let password = "";
  while (password.length < length) {
    for (const byte of random(length * 2)) {
      if (byte < limit && password.length < length) password += pool.charAt(byte % pool.length);
    }
  }
  return password;
}
