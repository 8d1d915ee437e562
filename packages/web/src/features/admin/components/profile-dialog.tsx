import { zodResolver } from "@hookform/resolvers/zod";
import { ProfileMutateRequestSchema, type UserDetail } from "@rightsdesk/domain";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { placeFieldErrors, serverFieldErrors } from "../../../lib/server-field-errors";
import { bindField } from "../../../ui/bind-field";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { CheckboxField } from "../../../ui/checkbox-field";
import { Modal } from "../../../ui/dialog";
import { SelectField } from "../../../ui/select-field";
import { useElevatedRoles } from "../api/list-elevated-roles";
import { useRoles } from "../api/list-roles";
import { useTenants } from "../api/list-tenants";
import { useMutateProfile } from "../api/mutate-profile";
import { isAdvertiserUser } from "../lib/advertiser-user";
import { formatElevatedRole } from "../lib/labels";
import { selectedId } from "../lib/selected-id";
import { AdvertisersField } from "./advertisers-field";
import { RoleSelectField } from "./role-select-field";

type Profile = UserDetail["profiles"][number];

const profileFields = ["roleId", "tenantId", "elevatedRoleName", "isDefault", "advertiserIds"] as const;
type ProfileField = (typeof profileFields)[number];
const toNullable = (value: unknown) => (value === "" ? null : value);

/** The server names a checked profile's fields "profile.roleId", a malformed body's "roleId". */
const serverFields = [...profileFields, ...profileFields.map((name) => `profile.${name}` as const)];
const fieldOf = (name: ProfileField | `profile.${ProfileField}`) =>
  name.replace(/^profile\./, "") as ProfileField;

/**
 * Adds a profile to a user, or changes one: role, client, elevated role and default, and for an
 * ADVERTISER USER the advertisers whose spots it sees. Only an admin system user may give or take
 * an elevated role; for others the choice is shown, not offered.
 */
export function ProfileDialog({
  user,
  profile,
  isAdminSystem,
  onClose,
}: {
  user: UserDetail;
  /** The profile being changed; none to add a new one. */
  profile: Profile | null;
  isAdminSystem: boolean;
  onClose: () => void;
}) {
  const roles = useRoles();
  const tenants = useTenants();
  const elevatedRoles = useElevatedRoles();
  const mutateProfile = useMutateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(ProfileMutateRequestSchema),
    defaultValues: {
      id: profile?.id,
      userId: user.id,
      roleId: profile?.roleId,
      tenantId: profile?.tenantId,
      elevatedRoleName: profile?.elevatedRoleName ?? null,
      isDefault: profile?.isDefault ?? false,
      advertiserIds: profile?.advertiserIds ?? [],
    },
  });

  const { register, handleSubmit, control } = form;
  const field = bindField(form);

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await mutateProfile.mutateAsync(body);
      toast.success(profile ? "Profile changed." : "Profile added.");
      onClose();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, serverFields).map(({ field, message }) => ({
        field: fieldOf(field),
        message,
      }));
      placeFieldErrors(form, fieldErrors);
      if (fieldErrors.length === 0) setFailure(describeError(error, "The profile could not be saved."));
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      busy={mutateProfile.isPending}
      size="md"
      title={profile ? `Change ${profile.roleName} profile` : "Add a profile"}
      description={`Saving signs ${user.userName} out of any open session, so the new access applies at once.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutateProfile.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="profile-form" busy={mutateProfile.isPending} busyLabel="Saving…">
            {profile ? "Save profile" : "Add profile"}
          </Button>
        </>
      }
    >
      <form id="profile-form" onSubmit={onSubmit} noValidate className="space-y-4">
        {failure && <Alert title="Not saved">{failure}</Alert>}
        <RoleSelectField roles={roles} {...field("roleId", { setValueAs: selectedId })} />
        <SelectField
          label="Client"
          disabled={tenants.isPending}
          hint={profile ? undefined : "Leave as it is for the user's own client."}
          {...field("tenantId", { setValueAs: selectedId })}
        >
          {!profile && <option value="">The user&apos;s own client</option>}
          {tenants.data?.map((tenant) => (
            <option key={tenant.id} value={tenant.id}>
              {tenant.name}
            </option>
          ))}
        </SelectField>
        {isAdminSystem ? (
          <SelectField label="Elevated role" {...field("elevatedRoleName", { setValueAs: toNullable })}>
            <option value="">None</option>
            {(elevatedRoles.data ?? []).map((role) => (
              <option key={role.id} value={role.name}>
                {formatElevatedRole(role.name)}
              </option>
            ))}
          </SelectField>
        ) : (
          <SelectField
            label="Elevated role"
            disabled
            value={profile?.elevatedRoleName ?? ""}
            hint="Only an admin system user can give or take an elevated role."
          >
            <option value={profile?.elevatedRoleName ?? ""}>
              {formatElevatedRole(profile?.elevatedRoleName ?? null)}
            </option>
          </SelectField>
        )}
        {isAdvertiserUser(user.userType) && (
          <Controller
            control={control}
            name="advertiserIds"
            render={({ field: { value, onChange, onBlur }, fieldState }) => (
              <AdvertisersField
                value={value ?? []}
                onChange={onChange}
                onBlur={onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <CheckboxField
          label="Default profile"
          description="The profile the user signs in with when they have several."
          {...register("isDefault")}
        />
      </form>
    </Modal>
  );
}
