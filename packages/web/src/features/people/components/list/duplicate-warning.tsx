import type { PersonDuplicate } from "@rightsdesk/domain";
import { useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../../../routing/paths";
import { Button } from "../../../../ui/button";
import { cx } from "../../../../ui/cx";
import { focusRing } from "../../../../ui/focus-ring";
import { formatBirthDate } from "../../lib/person-labels";

/**
 * The people a new person may duplicate, shown before saving: each with what matched, a link to
 * their page (in a new tab, so the form is kept), "Save anyway" and "Keep editing".
 */
export function DuplicateWarning({
  duplicates,
  saving,
  onSaveAnyway,
  onKeepEditing,
}: {
  duplicates: readonly PersonDuplicate[];
  saving: boolean;
  onSaveAnyway: () => void;
  onKeepEditing: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Announced and focused, so keyboard and screen-reader users start with the question.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="duplicate-warning-title"
      className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-4 text-sm text-amber-900 focus:outline-2 focus:outline-offset-2 focus:outline-amber-600"
    >
      <h2 id="duplicate-warning-title" className="font-semibold text-amber-950">
        {duplicates.length === 1 ? "This person may already exist" : "These people may already exist"}
      </h2>
      <ul className="mt-2 space-y-1.5">
        {duplicates.map((duplicate) => (
          <li key={duplicate.id}>
            <Link
              to={paths.app.person.getHref(duplicate.id)}
              target="_blank"
              rel="noopener"
              className={cx("rounded font-medium text-indigo-700 hover:underline", focusRing)}
            >
              {duplicate.fullName}
            </Link>{" "}
            <span className="font-mono text-xs text-amber-800">{duplicate.recordId}</span>
            {" · "}
            {`same ${duplicate.matchedOn}`}
            {duplicate.dateOfBirth ? ` · born ${formatBirthDate(duplicate.dateOfBirth)}` : ""}
            {duplicate.archived ? " · archived" : ""}
          </li>
        ))}
      </ul>
      <p className="mt-2">Open them to check. Save anyway only if this is a different person.</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button busy={saving} busyLabel="Adding…" onClick={onSaveAnyway}>
          Save anyway
        </Button>
        <Button variant="secondary" disabled={saving} onClick={onKeepEditing}>
          Keep editing
        </Button>
      </div>
    </div>
  );
}
