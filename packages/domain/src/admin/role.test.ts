import { describe, expect, it } from "vitest";
import { RoleSchema } from "./role.js";

describe("RoleSchema", () => {
  it("names a set of module permissions", () => {
    const role = RoleSchema.parse({
      name: "Producer",
      moduleAccesses: [{ name: "asset", accessPermission: { canRead: true } }],
    });
    expect(role.moduleAccesses[0]?.name).toBe("Asset");
  });

  it("lists each module once, whatever the case it was typed in", () => {
    const result = RoleSchema.safeParse({
      name: "Producer",
      moduleAccesses: [
        { name: "Asset", accessPermission: { canRead: true } },
        { name: "ASSET", accessPermission: { canRead: false } },
      ],
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Each module can appear once in a role."]);
    expect(RoleSchema.safeParse({ name: "" }).error?.issues[0]?.message).toBe("Enter the role name.");
  });
});
