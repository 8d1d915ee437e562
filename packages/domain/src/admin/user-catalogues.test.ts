import { describe, expect, it } from "vitest";
import { ElevatedRoleNameSchema, UserKindSchema } from "./user-catalogues.js";

describe("user catalogues", () => {
  it("has the three user kinds and two elevated roles", () => {
    expect(UserKindSchema.options).toEqual(["PLATFORM USER", "AD AGENCY USER", "ADVERTISER USER"]);
    expect(ElevatedRoleNameSchema.options).toEqual(["admin system", "admin client"]);
    expect(UserKindSchema.safeParse("GUEST").error?.issues[0]?.message).toBe("Choose the user kind.");
  });
});
