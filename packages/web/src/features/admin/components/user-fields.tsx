import { userTypeNames, type UserMutateRequestSchema } from "@rightsdesk/domain";
import { useFormContext } from "react-hook-form";
import type { z } from "zod";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { formatUserType } from "../lib/labels";

type UserForm = z.input<typeof UserMutateRequestSchema>;

/** Who a user is, as the add form and the details form ask it: names, user name and e-mail. */
export function UserIdentityFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<UserForm>();
  return (
    <>
      <TextField
        label="First name"
        autoComplete="off"
        error={errors.firstName?.message}
        {...register("firstName")}
      />
      <TextField
        label="Last name"
        autoComplete="off"
        error={errors.lastName?.message}
        {...register("lastName")}
      />
      <TextField
        label="User name"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.userName?.message}
        {...register("userName")}
      />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register("email")}
      />
    </>
  );
}

/** The user type (platform, ad agency or advertiser user). */
export function UserTypeField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<UserForm>();
  return (
    <SelectField
      label="User type"
      error={errors.userType?.message}
      {...register("userType")}
      options={userTypeNames}
      optionLabel={formatUserType}
    />
  );
}
