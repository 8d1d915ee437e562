import { describe, expect, it } from "vitest";
import {
  AudioOriginSchema,
  CreatorRoleSchema,
  GuaranteeChoiceSchema,
  LicenceTypeSchema,
  MusicOriginSchema,
  NumberOfUsesChoiceSchema,
  PerformingRightsOrganisationSchema,
  RightsKindSchema,
  creatorRolesComplete,
} from "./element-catalogues.js";

describe("element licensing catalogues", () => {
  it("holds the spec's values", () => {
    expect(MusicOriginSchema.options).toEqual(["ORIGINAL", "LICENSED"]);
    expect(AudioOriginSchema.options).toEqual(["ORIGINAL", "PUBLIC DOMAIN", "RE-RECORDED", "STOCK"]);
    expect(RightsKindSchema.options).toEqual(["MASTER", "PUBLISHING", "SYNCHRONIZATION"]);
    expect(PerformingRightsOrganisationSchema.options).toEqual(["ASCAP", "BMI", "PRO", "SESEC"]);
    expect(LicenceTypeSchema.options).toEqual([
      "RIGHTS MANAGED",
      "RIGHTS READY",
      "ROYALTY FREE",
      "WORK FOR HIRE",
    ]);
    expect(GuaranteeChoiceSchema.options).toEqual(["P&H Only", "Guarantee"]);
    expect(NumberOfUsesChoiceSchema.options).toEqual(["Unlimited", "Number defined"]);
  });

  it("starts the creator roles with the spec's three and marks the list partial", () => {
    expect(CreatorRoleSchema.options.slice(0, 3)).toEqual(["AUTHOR", "CINEMATOGRAPHER", "COMPOSER"]);
    expect(creatorRolesComplete).toBe(false);
  });
});
