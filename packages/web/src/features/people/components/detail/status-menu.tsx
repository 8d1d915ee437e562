import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { recordStatuses, type PersonRecord, type RecordStatus } from "@rightsdesk/domain";
import { toast } from "sonner";
import { describeError } from "../../../../lib/describe-error";
import { buttonClassName } from "../../../../ui/button";
import { ChevronDownIcon } from "../../../../ui/icons";
import { recordStatusLabels } from "../../../../ui/records/record-labels";
import { useLockedEdit } from "../../../../ui/records/record-lock";
import { Spinner } from "../../../../ui/spinner";
import { useUpdatePersonStatus } from "../../api/update-person";

/**
 * Sets the person's status (ACTIVE, INACTIVE, BLOCKED) from the header, under the edit lock:
 * `POST /People/UpdateStatus/{id}` with the version on screen.
 */
export function StatusMenu({ person, disabled }: { person: PersonRecord; disabled: boolean }) {
  const update = useUpdatePersonStatus(person.id);
  const { begin, end, lock } = useLockedEdit("person-status");
  const choose = async (status: RecordStatus) => {
    try {
      if (!(await begin())) return;
      await update.mutateAsync({ status, version: person.version });
      toast.success(`${person.fullName} is now ${recordStatusLabels[status].label.toLowerCase()}.`);
    } catch (error) {
      lock.check();
      toast.error(describeError(error, "The status could not be changed."));
    } finally {
      end();
    }
  };
  return (
    <Menu>
      <MenuButton className={buttonClassName("secondary")} disabled={disabled || update.isPending}>
        {update.isPending ? <Spinner className="size-4" /> : null}
        Set status
        <ChevronDownIcon className="size-4" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-1 w-44 rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg focus:outline-none"
      >
        {recordStatuses.map((status) => (
          <MenuItem key={status} disabled={status === person.status}>
            <button
              type="button"
              onClick={() => void choose(status)}
              className="block w-full px-3 py-2 text-left text-slate-800 data-disabled:cursor-default data-disabled:font-semibold data-disabled:text-slate-500 data-focus:bg-indigo-50 data-focus:text-indigo-900"
            >
              {recordStatusLabels[status].label}
              {status === person.status ? " (current)" : ""}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
