import { recordStatuses, userTypeNames, type RecordStatus, type UserTypeName } from "@rightsdesk/domain";
import { Button } from "../../../ui/button";
import { SelectField } from "../../../ui/select-field";
import { formatUserType, statusLabels } from "../lib/labels";
import {
  isUserListFiltered,
  userSearchFields,
  type UserListState,
  type UserSearchField,
} from "../lib/user-list-params";
import { SearchBox } from "./search-box";

/** The users list's search box, its field, and the status and type selects. */
export function UserFilters({
  state,
  onChange,
  onClear,
}: {
  state: UserListState;
  onChange: (change: Partial<UserListState>) => void;
  onClear: () => void;
}) {
  const searchLabel = userSearchFields.find((field) => field.value === state.searchIn)?.label ?? "User name";
  return (
    <div className="flex flex-col gap-3 px-4 py-4 sm:px-6 lg:flex-row lg:items-center">
      <div className="flex min-w-0 flex-1 gap-2">
        <SelectField
          label="Search in"
          hideLabel
          value={state.searchIn}
          onChange={(event) => onChange({ searchIn: event.target.value as UserSearchField })}
          className="w-36 shrink-0"
        >
          {userSearchFields.map((field) => (
            <option key={field.value} value={field.value}>
              {field.label}
            </option>
          ))}
        </SelectField>
        <SearchBox
          label={`Search users by ${searchLabel.toLowerCase()}`}
          placeholder={`Search by ${searchLabel.toLowerCase()}…`}
          value={state.search}
          onSearch={(search) => onChange({ search })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <SelectField
          label="Status"
          hideLabel
          value={state.status ?? ""}
          onChange={(event) => onChange({ status: (event.target.value || null) as RecordStatus | null })}
          className="w-36"
          placeholder="All statuses"
          options={recordStatuses}
          optionLabel={(status) => statusLabels[status].label}
        />
        <SelectField
          label="User type"
          hideLabel
          value={state.userType ?? ""}
          onChange={(event) => onChange({ userType: (event.target.value || null) as UserTypeName | null })}
          className="w-44"
          placeholder="All user types"
          options={userTypeNames}
          optionLabel={formatUserType}
        />
        {isUserListFiltered(state) && (
          <Button variant="ghost" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}
