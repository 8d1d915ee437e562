import { moduleNames, RoleMutateRequestSchema, type RoleRecord } from "@rightsdesk/domain";
import { describe, expect, it } from "vitest";
import {
  addItemAccess,
  checkItemName,
  matrixFromRole,
  noAccess,
  setAccessRight,
  toModuleAccesses,
  updateModule,
} from "./access-matrix";

const readOnly = { canRead: true, canWrite: false, canDelete: false };
const full = { canRead: true, canWrite: true, canDelete: true };

describe("setAccessRight", () => {
  it("ticks read with write or delete", () => {
    expect(setAccessRight(noAccess, "canWrite", true)).toEqual({
      canRead: true,
      canWrite: true,
      canDelete: false,
    });
    expect(setAccessRight(noAccess, "canDelete", true)).toEqual({
      canRead: true,
      canWrite: false,
      canDelete: true,
    });
  });

  it("clears write and delete with read", () => {
    expect(setAccessRight(full, "canRead", false)).toEqual(noAccess);
  });

  it("leaves read alone when write or delete is cleared", () => {
    expect(setAccessRight(full, "canWrite", false)).toEqual({
      canRead: true,
      canWrite: false,
      canDelete: true,
    });
    expect(setAccessRight(full, "canDelete", false)).toEqual({
      canRead: true,
      canWrite: true,
      canDelete: false,
    });
  });

  it("never yields write or delete without read, whatever the order of clicks", () => {
    const rights = ["canRead", "canWrite", "canDelete"] as const;
    let flags = noAccess;
    for (let step = 0; step < 200; step += 1) {
      const right = rights[(step * 7) % 3] ?? "canRead";
      flags = setAccessRight(flags, right, (step * 13) % 5 < 3);
      expect(!flags.canRead && (flags.canWrite || flags.canDelete)).toBe(false);
    }
  });
});

const role: Pick<RoleRecord, "moduleAccesses"> = {
  moduleAccesses: [
    {
      name: "company",
      accessPermission: readOnly,
      itemAccesses: [{ name: "Banks", module: { name: "Company" }, accessPermission: readOnly }],
    },
    { name: "Admin", accessPermission: full, itemAccesses: [] },
  ],
};

describe("matrixFromRole", () => {
  it("lists all eleven modules in the spec's order, with the role's rights", () => {
    const matrix = matrixFromRole(role);
    expect(matrix.map((row) => row.name)).toEqual([...moduleNames]);
    expect(matrix.find((row) => row.name === "Company")).toEqual({
      name: "Company",
      accessPermission: readOnly,
      itemAccesses: [{ name: "Banks", module: { name: "Company" }, accessPermission: readOnly }],
    });
    expect(matrix.find((row) => row.name === "Asset")?.accessPermission).toEqual(noAccess);
  });

  it("starts a new role with nothing granted", () => {
    expect(matrixFromRole(null).every((row) => !row.accessPermission.canRead)).toBe(true);
  });
});

describe("item accesses", () => {
  const company = matrixFromRole(role).find((row) => row.name === "Company");

  it("refuses an empty or repeated name", () => {
    if (!company) throw new Error("Company row missing");
    expect(checkItemName(company, "  ")).toBe("Enter the item name.");
    expect(checkItemName(company, "banks")).toBe("Company already has an item called banks.");
    expect(checkItemName(company, "Insurance")).toBeNull();
  });

  it("adds an item with read access", () => {
    if (!company) throw new Error("Company row missing");
    expect(addItemAccess(company, " Insurance ").itemAccesses.at(-1)).toEqual({
      name: "Insurance",
      module: { name: "Company" },
      accessPermission: readOnly,
    });
  });
});

describe("toModuleAccesses", () => {
  it("sends only modules that grant something, in a body the role schema accepts", () => {
    const matrix = updateModule(matrixFromRole(role), "Asset", (row) => ({
      ...row,
      accessPermission: setAccessRight(row.accessPermission, "canWrite", true),
    }));
    const moduleAccesses = toModuleAccesses(matrix);
    expect(moduleAccesses.map((access) => access.name)).toEqual(["Admin", "Company", "Asset"]);
    expect(moduleAccesses[1]?.itemAccesses).toEqual([
      { name: "Banks", module: { name: "Company" }, accessPermission: readOnly },
    ]);
    expect(RoleMutateRequestSchema.safeParse({ name: "Clerk", moduleAccesses }).success).toBe(true);
  });
});
