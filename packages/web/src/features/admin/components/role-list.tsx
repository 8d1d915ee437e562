import type { RoleRecord } from "@rightsdesk/domain";
import type { MouseEvent } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { Badge } from "../../../ui/badge";
import { cx } from "../../../ui/cx";
import { focusRing } from "../../../ui/focus-ring";

/** The roles, each a link that selects it; the selected one is marked for screen readers too. */
export function RoleList({
  roles,
  selected,
  onSelect,
}: {
  roles: RoleRecord[];
  selected: number | "new" | null;
  onSelect: (role: number, event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <ul className="divide-y divide-slate-100">
      {roles.map((role) => {
        const current = selected === role.id;
        return (
          <li key={role.id}>
            <Link
              to={paths.app.admin.roles.getHref(role.id)}
              onClick={(event) => onSelect(role.id, event)}
              aria-current={current ? "true" : undefined}
              className={cx(
                "flex items-start justify-between gap-3 px-4 py-3 hover:bg-slate-50",
                current && "bg-indigo-50/70 hover:bg-indigo-50",
                focusRing,
              )}
            >
              <span className="min-w-0">
                <span
                  className={cx(
                    "block truncate text-sm font-medium",
                    current ? "text-indigo-800" : "text-slate-900",
                  )}
                >
                  {role.name}
                </span>
                {role.description && (
                  <span className="mt-0.5 line-clamp-2 block text-xs text-slate-500">{role.description}</span>
                )}
              </span>
              <Badge tone={role.userCount > 0 ? "indigo" : "slate"}>
                {role.userCount} {role.userCount === 1 ? "user" : "users"}
              </Badge>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
