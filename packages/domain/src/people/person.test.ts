import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../errors/zod-issues.js";
import { PersonSchema, personFullName } from "./person.js";

const errorsOf = (input: unknown) => fieldErrorsOf(PersonSchema, input);

const talent = { personName: { firstName: "Ana", lastName: "Ruiz" }, kind: "TALENT" };

describe("PersonSchema", () => {
  it("accepts a person and fills in the defaults", () => {
    expect(PersonSchema.parse(talent)).toMatchObject({
      status: "ACTIVE",
      isMinor: false,
      guardians: [],
      addresses: [],
    });
  });

  it("needs the first and last name and the kind", () => {
    expect(errorsOf({ personName: { firstName: " ", lastName: "" }, kind: "ACTOR" })).toEqual([
      { field: "personName.firstName", message: "Enter the first name." },
      { field: "personName.lastName", message: "Enter the last name." },
      { field: "kind", message: "Choose the person kind." },
    ]);
    expect(errorsOf({ kind: "CREW" })).toEqual([
      { field: "personName", message: "Enter the first and last name." },
    ]);
  });

  it("checks email, dates, guardians and travel documents", () => {
    const minor = PersonSchema.parse({
      ...talent,
      email: "ana@example.com",
      dateOfBirth: "2015-06-01",
      isMinor: true,
      guardians: [{ role: "MOTHER", personId: 12 }],
      multipleBirth: { kind: "TWIN", zygosity: "IDENTICAL" },
      travelInfo: [{ kind: "PASSPORT", number: "X123", expiryDate: "" }],
      agentContacts: [{ kind: "TALENT AGENT", companyId: 3 }],
      socialMedia: [{ network: "TikTok", handle: "@ana" }],
    });
    expect(minor.travelInfo[0]?.expiryDate).toBe("0001-01-01");
    expect(errorsOf({ ...talent, email: "ana@", guardians: [{ role: "AUNT" }] })).toEqual([
      { field: "email", message: "Enter a valid email address." },
      { field: "guardians.0.role", message: "Choose the parent role: FATHER, MOTHER or GUARDIAN." },
      { field: "guardians.0.personId", message: "Choose the parent or guardian." },
    ]);
  });

  it("writes the full name without a blank middle name", () => {
    expect(personFullName({ firstName: "Ana", middleName: "", lastName: "Ruiz" })).toBe("Ana Ruiz");
    expect(personFullName({ firstName: "Ana", middleName: "M", lastName: "Ruiz" })).toBe("Ana M Ruiz");
  });
});
