import { userTypeNames, type UserMutateRequestSchema } from "@rightsdesk/domain";
import { useFormContext } from "react-hook-form";
import type { z } from "zod";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { bindField } from "../../../ui/bind-field";
import { formatUserType } from "../lib/labels";

type UserForm = z.input<typeof UserMutateRequestSchema>;

/** Who a user is, as the add form and the details form ask it: names, user name and e-mail. */
export function UserIdentityFields() {
  const field = bindField(useFormContext<UserForm>());
  return (
    <>
      <TextField label="First name" autoComplete="off" {...field("firstName")} />
      <TextField label="Last name" autoComplete="off" {...field("lastName")} />
      <TextField
        label="User name"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        {...field("userName")}
      />
      <TextField label="E-mail" type="email" autoComplete="off" {...field("email")} />
    </>
  );
}

/** The user type (platform, ad agency or advertiser user). */
export function UserTypeField() {
  const field = bindField(useFormContext<UserForm>());
  return (
    <SelectField
      label="User type"
      {...field("userType")}
      options={userTypeNames}
      optionLabel={formatUserType}
    />
  );
}
