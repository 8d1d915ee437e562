import { alertKindLabels, type Alert } from "@rightsdesk/domain";
import { useEffect, useRef, type ChangeEvent } from "react";
import { formatDay } from "../../../ui/records/format-day";

const boxClass =
  "size-4 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed";

/** The heading's box: every open alert listed, half-ticked when only some are chosen. */
export function SelectAllAlertsBox({
  checked,
  indeterminate,
  disabled,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={boxClass}
      aria-label="Select every open alert listed"
      checked={checked}
      disabled={disabled}
      onChange={onChange}
    />
  );
}

/** "Night Ride 30s (Use right expiring, 12/13/2026)": one asset can have several alerts. */
function describeAlert(alert: Alert): string {
  return `${alert.title} (${alertKindLabels[alert.kind]}, ${formatDay(alert.dueDate)})`;
}

/** A row's box, named by its alert; a handled alert is reopened before it is marked again. */
export function SelectAlertBox({
  alert,
  checked,
  onChange,
}: {
  alert: Alert;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <input
      type="checkbox"
      className={boxClass}
      aria-label={`Select ${describeAlert(alert)}`}
      title={alert.state === "OPEN" ? undefined : "Already handled: reopen it to mark it again"}
      checked={checked}
      disabled={alert.state !== "OPEN"}
      onChange={onChange}
    />
  );
}
