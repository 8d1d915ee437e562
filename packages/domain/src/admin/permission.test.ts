import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../errors/zod-issues.js";
import { PermissionSchema, canonicalModuleName } from "./permission.js";

const errorsOf = (input: unknown) => fieldErrorsOf(PermissionSchema, input);

describe("PermissionSchema", () => {
  it("matches module names without regard to case and stores them canonically", () => {
    const permission = PermissionSchema.parse({
      name: " completion report ",
      accessPermission: { canRead: true, canWrite: true },
      itemAccesses: [
        { name: "Submit", module: { name: "COMPLETION REPORT" }, accessPermission: { canRead: true } },
      ],
    });
    expect(permission.name).toBe("Completion Report");
    expect(permission.accessPermission).toEqual({ canRead: true, canWrite: true, canDelete: false });
    expect(permission.itemAccesses[0]?.module.name).toBe("Completion Report");
    expect(canonicalModuleName("alerts & notification")).toBe("Alerts & Notification");
    expect(canonicalModuleName("Billing")).toBeUndefined();
  });

  it("refuses an unknown module, listing the modules", () => {
    expect(errorsOf({ name: "Billing", accessPermission: {} })[0]?.message).toMatch(
      /^Choose a module: Admin, Dashboard, Company/,
    );
    expect(errorsOf({ accessPermission: {} })).toEqual([{ field: "name", message: "Choose the module." }]);
  });

  it("refuses write or delete without read", () => {
    expect(errorsOf({ name: "Asset", accessPermission: { canDelete: true } })).toEqual([
      { field: "accessPermission.canRead", message: "Give read access to Asset before write or delete." },
    ]);
  });

  it("keeps items inside their own module, with read before write", () => {
    expect(
      errorsOf({
        name: "Asset",
        accessPermission: { canRead: true },
        itemAccesses: [
          { name: "Rights tracker", module: { name: "Contracts" }, accessPermission: { canWrite: true } },
        ],
      }),
    ).toEqual([
      {
        field: "itemAccesses.0.module.name",
        message: "The item Rights tracker belongs to Contracts, not Asset.",
      },
      {
        field: "itemAccesses.0.accessPermission.canRead",
        message: "Give read access to the item Rights tracker before write or delete.",
      },
    ]);
    expect(
      errorsOf({
        name: "Asset",
        accessPermission: {},
        itemAccesses: [{ name: " ", module: { name: "Asset" }, accessPermission: {} }],
      }),
    ).toEqual([{ field: "itemAccesses.0.name", message: "Enter the item name." }]);
  });
});
