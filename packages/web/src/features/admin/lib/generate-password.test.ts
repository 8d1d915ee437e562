import { checkNewPassword, NewPasswordSchema } from "@rightsdesk/domain";
import { describe, expect, it } from "vitest";
import { generatePassword } from "./generate-password";

describe("generatePassword", () => {
  it("always meets the domain's password rules", () => {
    for (let run = 0; run < 300; run += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(16);
      expect(NewPasswordSchema.safeParse(password).success).toBe(true);
      expect(checkNewPassword(password, "new.user")).toBeNull();
    }
  });

  it("differs from one call to the next", () => {
    expect(new Set(Array.from({ length: 50 }, () => generatePassword())).size).toBe(50);
  });

  it("still finishes when the random source hands out bytes it must reject", () => {
    let calls = 0;
    // The first batch is all unusable bytes; later ones alternate unusable and usable ones.
    const mostlyRejected = (length: number) => {
      calls += 1;
      return Uint8Array.from({ length }, (_, index) => (calls === 1 || index % 2 === 0 ? 255 : index));
    };
    expect(generatePassword(mostlyRejected)).toHaveLength(16);
  });
});
