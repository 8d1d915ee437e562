import type { Reminder } from "@rightsdesk/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Card, CardHeader } from "../../../ui/card";
import { ConfirmDialog } from "../../../ui/dialog";
import { PlusIcon } from "../../../ui/icons";
import { formatDay } from "../../../ui/records/format-day";
import { remindersQueryOptions, useDeleteReminder } from "../api/reminders";
import { reminderCategoryLabels } from "../lib/alert-labels";
import { ReminderDialog } from "./reminder-dialog";
import { LoadingBars, QueryView } from "../../../ui/query-view";

/** Your reminders, by date: dated notes of your own that show among the alerts. */
export function RemindersCard({
  today,
  canWrite,
  canDelete,
}: {
  today: string;
  canWrite: boolean;
  canDelete: boolean;
}) {
  const reminders = useQuery(remindersQueryOptions());
  const remove = useDeleteReminder();
  const [editing, setEditing] = useState<Reminder | "new" | null>(null);
  const [deleting, setDeleting] = useState<Reminder | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync(deleting.id);
      toast.success("Reminder deleted.");
      setDeleting(null);
    } catch (error) {
      setDeleteError(describeError(error, "The reminder could not be deleted."));
    }
  };

  return (
    <Card aria-labelledby="reminders-title">
      <CardHeader
        title="Reminders"
        titleId="reminders-title"
        description="Your own dated notes; they show among the alerts and in your calendar feed."
        action={
          canWrite ? (
            <Button variant="secondary" onClick={() => setEditing("new")}>
              <PlusIcon className="size-4" />
              Add reminder
            </Button>
          ) : null
        }
      />
      <QueryView
        query={reminders}
        loading={<LoadingBars bars={["h-4 w-1/2", "h-4 w-1/3"]} />}
        errorTitle="Your reminders could not be loaded"
        isEmpty={(data) => data.records.length === 0}
        empty={<p className="px-5 py-6 text-sm text-slate-500 sm:px-6">No reminders yet.</p>}
      >
        {(data) => (
          <ul className="divide-y divide-slate-100">
            {data.records.map((reminder) => (
              <li key={reminder.id} className="flex flex-wrap items-start gap-x-4 gap-y-2 px-5 py-3 sm:px-6">
                <div className="w-24 shrink-0 text-sm font-medium text-slate-900 tabular-nums">
                  {formatDay(reminder.remindOn)}
                </div>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="text-sm font-medium text-slate-900">{reminder.title}</span>
                    <Badge>{reminderCategoryLabels[reminder.category]}</Badge>
                  </div>
                  {reminder.note && <p className="mt-0.5 text-sm text-slate-600">{reminder.note}</p>}
                </div>
                <div className="flex gap-1.5">
                  {canWrite && (
                    <Button
                      variant="ghost"
                      className="px-2.5 py-1 text-xs"
                      onClick={() => setEditing(reminder)}
                    >
                      Edit<span className="sr-only"> reminder {reminder.title}</span>
                    </Button>
                  )}
                  {canDelete && (
                    <Button
                      variant="ghost"
                      className="px-2.5 py-1 text-xs text-red-700 hover:bg-red-50"
                      onClick={() => {
                        setDeleteError(null);
                        setDeleting(reminder);
                      }}
                    >
                      Delete<span className="sr-only"> reminder {reminder.title}</span>
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {editing && (
        <ReminderDialog
          reminder={editing === "new" ? null : editing}
          today={today}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        title="Delete this reminder?"
        confirmLabel="Delete reminder"
        busyLabel="Deleting…"
        busy={remove.isPending}
        error={deleteError}
      >
        “{deleting?.title}” on {formatDay(deleting?.remindOn)} will be gone for good.
      </ConfirmDialog>
    </Card>
  );
}
