import { alertActions, type Alert, type AlertAction } from "@rightsdesk/domain";
import { useState } from "react";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { useSignedInUser } from "../../../lib/use-signed-in-user";
import { Button } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import { focusRing } from "../../../ui/focus-ring";
import { formatCents, formatDay } from "../../../ui/records/format-day";
import { useUnmarkAlert } from "../api/mark-alert";
import { recordHref, recordTypeLabels } from "../lib/alert-labels";
import { describeDaysLeft } from "../lib/days-left";
import { SelectAlertBox, SelectAllAlertsBox } from "./alert-select-boxes";
import { AlertStateCell } from "./alert-state-cell";
import { KindBadge } from "./kind-badge";
import { MarkAlertDialog, actionLabels } from "./mark-alert-dialog";
import { TodoDialog } from "./todo-dialog";
import { ModuleLink } from "../../../ui/module-link";

const linkClass = cx(
  "font-medium text-indigo-700 hover:text-indigo-900 hover:underline",
  focusRing,
  "rounded-sm",
);
const headClass =
  "px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase first:pl-5 sm:first:pl-6";
const cellClass = "px-3 py-3 align-top first:pl-5 sm:first:pl-6";
// The box sits level with the due day's first line.
const selectCellClass = "w-px py-3 pr-0 pl-5 align-top sm:pl-6 [&>input]:mt-0.5";

/** A reminder is only ever done; the rest can also be renewed or released. */
function actionsFor(alert: Alert): readonly AlertAction[] {
  return alert.kind === "REMINDER" ? ["DONE"] : alertActions;
}

/**
 * The fee an alert calls for: its figure (its source on hover), "No confirmed rate" when no agreed
 * or confirmed figure exists, or a dash when the kind calls for none.
 */
function AmountCell({ amount }: { amount: Alert["amount"] }) {
  if (amount === null || amount === undefined) return <span className="text-slate-400">—</span>;
  if (amount.cents === null) {
    return <span className="font-medium whitespace-nowrap text-slate-700">No confirmed rate</span>;
  }
  return (
    <span className="font-medium whitespace-nowrap text-slate-900 tabular-nums" title={amount.note}>
      {formatCents(amount.cents)}
    </span>
  );
}

function dueTone(daysLeft: number): string {
  if (daysLeft < 0) return "text-red-700";
  if (daysLeft <= 7) return "text-amber-700";
  return "text-slate-500";
}

/** The keys of the alerts chosen to mark together, and how to change them. */
export interface AlertSelection {
  keys: ReadonlySet<string>;
  onChange: (keys: ReadonlySet<string>) => void;
}

/**
 * The alerts of a view, soonest first: when each is due, what it is, the record to open, its
 * state and what can be done about it. Each row carries its alert's key. With a `selection`, a
 * box before each open alert chooses it for the marks made together.
 */
export function AlertTable({
  alerts,
  canWrite,
  selection,
}: {
  alerts: readonly Alert[];
  canWrite: boolean;
  selection?: AlertSelection | undefined;
}) {
  const [marking, setMarking] = useState<{ alert: Alert; action: AlertAction } | null>(null);
  const [todoFor, setTodoFor] = useState<Alert | null>(null);
  const me = useSignedInUser();
  const unmark = useUnmarkAlert();

  const reopen = async (alert: Alert) => {
    try {
      await unmark.mutateAsync(alert.key);
      toast.success(`“${alert.title}” is open again.`);
    } catch (error) {
      toast.error(describeError(error, "The alert could not be reopened."));
    }
  };

  const openKeys = alerts.filter((alert) => alert.state === "OPEN").map((alert) => alert.key);
  const chosenCount = selection ? openKeys.filter((key) => selection.keys.has(key)).length : 0;
  const toggle = (key: string, checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.keys);
    if (checked) next.add(key);
    else next.delete(key);
    selection.onChange(next);
  };

  return (
    <>
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Alerts</caption>
          <thead className="bg-slate-50">
            <tr>
              {selection && (
                <th scope="col" className={selectCellClass}>
                  <SelectAllAlertsBox
                    checked={openKeys.length > 0 && chosenCount === openKeys.length}
                    indeterminate={chosenCount > 0 && chosenCount < openKeys.length}
                    disabled={openKeys.length === 0}
                    onChange={(event) => selection.onChange(new Set(event.target.checked ? openKeys : []))}
                  />
                </th>
              )}
              <th scope="col" className={headClass}>
                Due
              </th>
              <th scope="col" className={headClass}>
                Kind
              </th>
              <th scope="col" className={headClass}>
                Alert
              </th>
              <th scope="col" className={cx(headClass, "text-right")}>
                Amount
              </th>
              <th scope="col" className={headClass}>
                Related
              </th>
              <th scope="col" className={headClass}>
                State
              </th>
              {canWrite && (
                <th scope="col" className={cx(headClass, "text-right")}>
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {alerts.map((alert) => (
              <tr
                key={alert.key}
                data-alert-key={alert.key}
                className={selection?.keys.has(alert.key) ? "bg-indigo-50/60" : "hover:bg-slate-50/60"}
              >
                {selection && (
                  <td className={selectCellClass}>
                    <SelectAlertBox
                      alert={alert}
                      checked={selection.keys.has(alert.key)}
                      onChange={(event) => toggle(alert.key, event.target.checked)}
                    />
                  </td>
                )}
                <td className={cx(cellClass, "whitespace-nowrap")}>
                  <div className="font-medium text-slate-900 tabular-nums">{formatDay(alert.dueDate)}</div>
                  <div className={cx("text-xs", dueTone(alert.daysLeft))}>
                    {describeDaysLeft(alert.daysLeft)}
                  </div>
                </td>
                <td className={cellClass}>
                  <KindBadge kind={alert.kind} />
                </td>
                <td className={cx(cellClass, "min-w-64")}>
                  <ModuleLink to={recordHref(alert.record)} className={linkClass}>
                    {alert.title}
                  </ModuleLink>
                  <p className="mt-0.5 text-slate-600">{alert.detail}</p>
                </td>
                <td className={cx(cellClass, "text-right")}>
                  <AmountCell amount={alert.amount} />
                </td>
                <td className={cx(cellClass, "min-w-36")}>
                  {alert.related ? (
                    <>
                      <span className="block text-xs text-slate-500">
                        {recordTypeLabels[alert.related.type]}
                      </span>
                      <ModuleLink to={recordHref(alert.related)} className={linkClass}>
                        {alert.related.label}
                      </ModuleLink>
                    </>
                  ) : (
                    <span className="text-slate-400">—</span>
                  )}
                </td>
                <td className={cellClass}>
                  <AlertStateCell alert={alert} />
                </td>
                {canWrite && (
                  <td className={cx(cellClass, "pr-5 sm:pr-6")}>
                    <div className="ml-auto flex max-w-60 min-w-48 flex-wrap justify-end gap-1.5 whitespace-nowrap">
                      {alert.state === "OPEN" ? (
                        actionsFor(alert).map((action) => (
                          <Button
                            key={action}
                            variant="secondary"
                            className="px-2.5 py-1 text-xs"
                            onClick={() => setMarking({ alert, action })}
                          >
                            {actionLabels[action]}
                            <span className="sr-only"> {alert.title}</span>
                          </Button>
                        ))
                      ) : (
                        <Button
                          variant="secondary"
                          className="px-2.5 py-1 text-xs"
                          busy={unmark.isPending && unmark.variables === alert.key}
                          onClick={() => void reopen(alert)}
                        >
                          Reopen
                          <span className="sr-only"> {alert.title}</span>
                        </Button>
                      )}
                      <Button
                        variant="ghost"
                        className="px-2.5 py-1 text-xs"
                        onClick={() => setTodoFor(alert)}
                      >
                        Add to-do
                        <span className="sr-only"> for {alert.title}</span>
                      </Button>
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {marking && (
        <MarkAlertDialog alert={marking.alert} action={marking.action} onClose={() => setMarking(null)} />
      )}
      {todoFor && (
        <TodoDialog
          todo={null}
          draft={{
            title: todoFor.title,
            dueDate: todoFor.dueDate,
            ownerId: me?.userId ?? null,
            note: todoFor.detail,
            record: { type: todoFor.record.type, id: todoFor.record.id },
            alertKey: todoFor.key,
          }}
          onClose={() => setTodoFor(null)}
        />
      )}
    </>
  );
}

/** Grey rows in the table's shape while the alerts load. */
export function AlertTableSkeleton() {
  return (
    <div className="divide-y divide-slate-100" aria-busy="true" aria-label="Loading alerts">
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="flex items-center gap-6 px-5 py-4 sm:px-6">
          <div className="w-24 space-y-2">
            <div className="h-4 animate-pulse rounded bg-slate-200" />
            <div className="h-3 w-16 animate-pulse rounded bg-slate-100" />
          </div>
          <div className="h-5 w-28 animate-pulse rounded-full bg-slate-100" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
            <div className="h-3 w-3/4 animate-pulse rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
