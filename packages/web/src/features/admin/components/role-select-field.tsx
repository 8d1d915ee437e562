import type { ComponentProps } from "react";
import { SelectField } from "../../../ui/select-field";
import type { useRoles } from "../api/list-roles";

type RoleSelectFieldProps = Omit<ComponentProps<typeof SelectField>, "label" | "children"> & {
  roles: ReturnType<typeof useRoles>;
};

/** The role a profile gives, chosen among every role; waits, disabled, while they load. */
export function RoleSelectField({ roles, ...selectProps }: RoleSelectFieldProps) {
  return (
    <SelectField label="Role" disabled={roles.isPending} {...selectProps}>
      <option value="">{roles.isPending ? "Loading roles…" : "Choose a role"}</option>
      {roles.data?.map((role) => (
        <option key={role.id} value={role.id}>
          {role.name}
        </option>
      ))}
    </SelectField>
  );
}
