import { zodResolver } from "@hookform/resolvers/zod";
import { UserMutateRequestSchema } from "@rightsdesk/domain";
import { useState } from "react";
import { Controller, FormProvider, useForm, useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../routing/paths";
import { describeError } from "../../../lib/describe-error";
import { placeFieldErrors, serverFieldErrors } from "../../../lib/server-field-errors";
import { useUnsavedChanges } from "../../../lib/unsaved-changes";
import { Alert } from "../../../ui/alert";
import { Button, buttonClassName } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { FormSection } from "../../../ui/form-section";
import { bindField } from "../../../ui/bind-field";
import { useRoles } from "../api/list-roles";
import { useMutateUser } from "../api/mutate-user";
import { isAdvertiserUser } from "../lib/advertiser-user";
import { selectedId } from "../lib/selected-id";
import { AdminPasswordField } from "./admin-password-field";
import { AdvertisersField } from "./advertisers-field";
import { RoleSelectField } from "./role-select-field";
import { UserIdentityFields, UserTypeField } from "./user-fields";

const userFields = [
  "userName",
  "firstName",
  "lastName",
  "email",
  "userType",
  "password",
  "profiles",
  "profiles.0.roleId",
  "profiles.0.advertiserIds",
] as const;

/**
 * A new user: who they are, their first role (with, for an ADVERTISER USER, the advertisers whose
 * spots they see), and a first password they must change.
 */
export function AddUserForm() {
  const roles = useRoles();
  const mutateUser = useMutateUser();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(UserMutateRequestSchema),
    defaultValues: {
      userName: "",
      firstName: "",
      lastName: "",
      email: "",
      userType: "PLATFORM USER" as const,
      password: "",
      profiles: [{ elevatedRoleName: null, isDefault: true, advertiserIds: [] }],
    },
  });
  const { handleSubmit, setValue, control } = form;
  const { errors, isDirty } = form.formState;
  const field = bindField(form);
  const clearDirty = useUnsavedChanges("add-user", isDirty);
  const password = useWatch({ control, name: "password" }) ?? "";
  const userName = useWatch({ control, name: "userName" });
  const isAdvertiser = isAdvertiserUser(useWatch({ control, name: "userType" }));

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      // Advertisers picked before the user type changed narrow no one: they are not sent.
      const profiles = isAdvertiser
        ? body.profiles
        : body.profiles?.map((profile) => ({ ...profile, advertiserIds: [] }));
      const created = await mutateUser.mutateAsync({ ...body, profiles });
      clearDirty();
      toast.success(
        `${created.userName} was added. They must change their password when they first sign in.`,
      );
      await navigate(paths.app.admin.user.profile.getHref(created.id), { replace: true });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, userFields);
      // The role's errors come back on "profiles" too, which names no field to focus.
      placeFieldErrors(form, fieldErrors, fieldErrors[0]?.field !== "profiles");
      if (fieldErrors.length === 0) setFailure(describeError(error, "The user could not be added."));
    }
  });

  const roleError =
    errors.profiles?.[0]?.roleId?.message ?? errors.profiles?.message ?? errors.profiles?.root?.message;

  return (
    <Card>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          {failure && (
            <div className="px-5 pt-5 sm:px-6">
              <Alert title="The user was not added">{failure}</Alert>
            </div>
          )}
          <FormSection
            title="Who they are"
            description="The name others see, and where Rights Desk writes to them."
          >
            <UserIdentityFields />
          </FormSection>
          <FormSection
            title="What they may do"
            description="The user type, and the role that sets their permissions."
          >
            <UserTypeField />
            <RoleSelectField
              roles={roles}
              {...field("profiles.0.roleId", { setValueAs: selectedId })}
              error={roleError}
              hint={
                roles.isError ? (
                  <span className="text-red-700">
                    {describeError(roles.error, "The roles could not be loaded.")}
                  </span>
                ) : (
                  "More profiles can be added on the user's Access tab."
                )
              }
            />
            {isAdvertiser && (
              <Controller
                control={control}
                name="profiles.0.advertiserIds"
                render={({ field: { value, onChange, onBlur }, fieldState }) => (
                  <AdvertisersField
                    className="sm:col-span-2"
                    value={value ?? []}
                    onChange={onChange}
                    onBlur={onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
            )}
          </FormSection>
          <FormSection
            title="First password"
            description="Give it to them through a channel you trust. They must change it the first time they sign in."
          >
            <div className="sm:col-span-2">
              <AdminPasswordField
                label="First password"
                value={password}
                userName={userName}
                onGenerate={(generated) =>
                  setValue("password", generated, { shouldDirty: true, shouldValidate: true })
                }
                {...field("password")}
              />
            </div>
          </FormSection>
          <div className="flex justify-end gap-3 border-t border-slate-200 bg-slate-50 px-5 py-4 sm:px-6">
            <Link to={paths.app.admin.users.getHref()} className={buttonClassName("secondary")}>
              Cancel
            </Link>
            <Button type="submit" busy={mutateUser.isPending} busyLabel="Adding…">
              Add user
            </Button>
          </div>
        </form>
      </FormProvider>
    </Card>
  );
}
