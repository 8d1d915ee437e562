import { describe, expect, it } from "vitest";
import {
  AgentContactKindSchema,
  GenderSchema,
  ParentRoleSchema,
  PassportTypeSchema,
  PersonKindSchema,
  PersonRelationSchema,
  TravelInfoKindSchema,
  multipleBirthZygosities,
  personFieldLabels,
  personSearchFields,
} from "./person-catalogues.js";

describe("person catalogues", () => {
  it("holds the spec's values", () => {
    expect(PersonKindSchema.options).toEqual(["AGENT", "CREW", "STAFF", "TALENT", "VENDOR"]);
    expect(GenderSchema.options).toEqual(["F", "M", "NB"]);
    expect(PersonRelationSchema.options).toEqual([
      "FATHER",
      "GRANDPARENT",
      "GUARDIAN",
      "MOTHER",
      "SIBLING",
      "SPOUSE",
    ]);
    expect(ParentRoleSchema.options).toEqual(["FATHER", "MOTHER", "GUARDIAN"]);
    expect(AgentContactKindSchema.options).toEqual(["TALENT AGENT", "MANAGER", "ATTORNEY", "ACCOUNTANT"]);
    expect(TravelInfoKindSchema.options).toHaveLength(6);
    expect(PassportTypeSchema.options).toEqual(["Regular", "Card", "Diplomatic"]);
    expect(multipleBirthZygosities).toEqual(["FRATERNAL", "IDENTICAL"]);
    expect(personSearchFields).toEqual(["fullName", "adId", "employmentType"]);
    expect(Object.values(personFieldLabels)).toEqual(["First name", "Middle name", "Last name"]);
  });

  it("says what to choose when a choice is wrong", () => {
    expect(GenderSchema.safeParse("X").error?.issues[0]?.message).toBe("Choose the gender: F, M or NB.");
    expect(ParentRoleSchema.safeParse("AUNT").error?.issues[0]?.message).toBe(
      "Choose the parent role: FATHER, MOTHER or GUARDIAN.",
    );
  });
});
