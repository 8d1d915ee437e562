import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../errors/zod-issues.js";
import { UserSchema } from "./user.js";

const jo = {
  userName: "jo",
  firstName: "Jo",
  lastName: "Lee",
  email: "jo@example.com",
  userKind: "AD AGENCY USER",
};

describe("UserSchema", () => {
  it("accepts a user, active by default, with the elevated role matched without case", () => {
    expect(UserSchema.parse({ ...jo, elevatedRole: " Admin Client " })).toEqual({
      ...jo,
      status: "ACTIVE",
      elevatedRole: "admin client",
    });
  });

  it("names what is wrong", () => {
    const wrong = { ...jo, email: "jo", userKind: "GUEST", elevatedRole: "owner", status: "ON HOLD" };
    expect(fieldErrorsOf(UserSchema, wrong)).toEqual([
      { field: "email", message: "Enter a valid email address." },
      { field: "userKind", message: "Choose the user kind." },
      { field: "status", message: "Choose the status: ACTIVE, INACTIVE or BLOCKED." },
      { field: "elevatedRole", message: "Choose admin system or admin client." },
    ]);
  });
});
