import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { canReadRoute, type UserInfo } from "@rightsdesk/domain";
import { Link } from "react-router-dom";
import { useLogout } from "../../features/auth/api/logout";
import { formatFullName, formatInitials } from "../../lib/format";
import { usePermission } from "../../lib/permission";
import { useStoredSession } from "../../lib/session";
import { useConfirmLeave } from "../../lib/unsaved-changes";
import { cx } from "../../ui/cx";
import { focusRing } from "../../ui/focus-ring";
import { BuildingIcon, ChevronDownIcon, SignOutIcon, SwitchIcon, UserIcon } from "../../ui/icons";
import { Spinner } from "../../ui/spinner";
import { offerBackState } from "../../routing/navigation-state";
import { paths } from "../../routing/paths";

const itemClassName =
  "flex w-full items-center gap-2.5 rounded-md px-3 py-2 text-left text-sm text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900";

/**
 * The signed-in user's name, opening a menu: the profile, switching profile, the clients (for
 * those who may read the admin area), signing out.
 */
export function UserMenu({ user }: { user: UserInfo | null }) {
  const logout = useLogout();
  const confirmLeave = useConfirmLeave();
  const hasSeveralProfiles = useStoredSession().userProfiles.length > 1;
  const canReadAdmin = canReadRoute(usePermission().data, paths.app.admin.getHref());
  const name = user ? formatFullName(user) : "Signed in";
  return (
    <Menu>
      <MenuButton
        title={name}
        className={cx(
          "flex items-center gap-2.5 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100 data-open:bg-slate-100",
          focusRing,
        )}
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-700"
        >
          {formatInitials(name)}
        </span>
        {/* The initials say who; the top bar's room goes to the client acted for. */}
        <span className="sr-only">{name}</span>
        {logout.isPending ? (
          <Spinner className="size-4 text-slate-400" />
        ) : (
          <ChevronDownIcon className="size-4 text-slate-400" />
        )}
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        transition
        className="z-40 w-64 origin-top-right rounded-lg border border-slate-200 bg-white p-1 shadow-lg [--anchor-gap:0.5rem] focus:outline-none data-closed:scale-95 data-closed:opacity-0 data-enter:duration-100 data-enter:ease-out data-leave:duration-75 data-leave:ease-in"
      >
        <div className="border-b border-slate-100 px-3 pt-2 pb-3">
          <p className="truncate text-sm font-medium text-slate-900">{name}</p>
          {user?.email && <p className="mt-0.5 truncate text-xs text-slate-500">{user.email}</p>}
        </div>
        <div className="border-b border-slate-100 py-1">
          <MenuItem>
            <Link to={paths.app.profile.getHref()} state={offerBackState} className={itemClassName}>
              <UserIcon className="size-4 text-slate-500" />
              Your profile
            </Link>
          </MenuItem>
          {hasSeveralProfiles && (
            <MenuItem>
              <Link to={paths.app.switchProfile.getHref()} state={offerBackState} className={itemClassName}>
                <SwitchIcon className="size-4 text-slate-500" />
                Switch profile
              </Link>
            </MenuItem>
          )}
          {canReadAdmin && (
            <MenuItem>
              <Link to={paths.app.admin.clients.getHref()} className={itemClassName}>
                <BuildingIcon className="size-4 text-slate-500" />
                Clients
              </Link>
            </MenuItem>
          )}
        </div>
        <div className="pt-1">
          <MenuItem>
            <button
              type="button"
              onClick={() => confirmLeave(paths.auth.login.getHref(), () => logout.mutate())}
              disabled={logout.isPending}
              className={itemClassName}
            >
              <SignOutIcon className="size-4 text-slate-500" />
              Sign out
            </button>
          </MenuItem>
        </div>
      </MenuItems>
    </Menu>
  );
}
