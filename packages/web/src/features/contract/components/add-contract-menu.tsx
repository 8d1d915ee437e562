import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { Link } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { buttonClassName } from "../../../ui/button";
import { ChevronDownIcon, PlusIcon } from "../../../ui/icons";

/** The five ways to add contracts, each its own page. */
export const addContractFlows = [
  { label: "Contract", detail: "Any family, every field", href: paths.app.addContract.getHref() },
  {
    label: "Quick union contract",
    detail: "A principal on a SAG-AFTRA spot",
    href: paths.app.addQuickContract.getHref(),
  },
  {
    label: "Bulk contracts",
    detail: "One per talent, from a CSV file",
    href: paths.app.addBulkContract.getHref(),
  },
  { label: "MSA", detail: "A master agreement with a vendor", href: paths.app.addMsaContract.getHref() },
  {
    label: "Existing contract",
    detail: "Signed elsewhere, with its PDF",
    href: paths.app.addExistingContract.getHref(),
  },
] as const;

/** "Add contract": a menu of the five creation flows. */
export function AddContractMenu() {
  return (
    <Menu>
      <MenuButton className={buttonClassName("primary")}>
        <PlusIcon className="size-4" />
        Add contract
        <ChevronDownIcon className="size-4" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-1 w-64 rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg focus:outline-none"
      >
        {addContractFlows.map((flow) => (
          <MenuItem key={flow.href}>
            <Link
              to={flow.href}
              className="block px-3 py-2 text-slate-800 data-focus:bg-indigo-50 data-focus:text-indigo-900"
            >
              <span className="block font-medium">{flow.label}</span>
              <span className="block text-xs text-slate-500">{flow.detail}</span>
            </Link>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
