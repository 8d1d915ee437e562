import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { formatDate } from "../../../lib/format";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/dialog";
import { CopyIcon } from "../../../ui/icons";
import { QueryLoadError } from "../../../ui/load-error";
import { Notice } from "../../../ui/notice";
import { Skeleton } from "../../../ui/skeleton";
import { TextField } from "../../../ui/text-field";
import { calendarFeedQueryOptions, useCreateCalendarFeed, useRevokeCalendarFeed } from "../api/calendar-feed";

/**
 * Your calendar feed: a secret address your calendar app reads your alerts, reminders and to-dos
 * from. The address shows once, when made; a new one stops the old; revoking stops it at once.
 */
export function CalendarFeedPanel() {
  const feed = useQuery(calendarFeedQueryOptions());
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<"replace" | "revoke" | null>(null);
  const [error, setError] = useState<string | null>(null);

  const makeLink = async () => {
    setError(null);
    try {
      const created = await create.mutateAsync();
      setUrl(created.url);
      setConfirming(null);
    } catch (failure) {
      setError(describeError(failure, "The calendar link could not be made."));
    }
  };
  const revokeLink = async () => {
    setError(null);
    try {
      await revoke.mutateAsync();
      setUrl(null);
      setConfirming(null);
      toast.success("Calendar link revoked; calendars reading it get nothing more.");
    } catch (failure) {
      setError(describeError(failure, "The calendar link could not be revoked."));
    }
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Calendar link copied.");
    } catch {
      toast.error("Copying is not allowed here; select the link and copy it yourself.");
    }
  };

  if (feed.isPending) return <Skeleton className="h-10 w-2/3" />;
  if (feed.isError) {
    return (
      <QueryLoadError className="space-y-3" title="Your calendar link could not be loaded" query={feed} />
    );
  }
  const status = feed.data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {status.active
          ? `Active since ${status.createdAt ? formatDate(status.createdAt) : "—"}; ${
              status.lastFetchedAt
                ? `last read ${formatDate(status.lastFetchedAt)}`
                : "not read by a calendar yet"
            }.`
          : "No calendar link yet. Make one to see your alerts, reminders and to-dos in Outlook, Google or Apple Calendar."}
      </p>
      {url && (
        <div className="space-y-3">
          <Notice tone="warning" title="Keep this link secret">
            Anyone with it can read your alerts. It is shown only now; if it gets out, make a new one or
            revoke it.
          </Notice>
          <div className="flex max-w-2xl items-end gap-2">
            <TextField
              label="Calendar link"
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              className="flex-1 [&_input]:font-mono [&_input]:text-xs"
            />
            <Button variant="secondary" onClick={() => void copy()}>
              <CopyIcon className="size-4" />
              Copy
            </Button>
          </div>
        </div>
      )}
      {error && !confirming && <Alert title="That did not work">{error}</Alert>}
      <div className="flex flex-wrap gap-3">
        {status.active ? (
          <>
            <Button variant="secondary" onClick={() => setConfirming("replace")}>
              Create a new link
            </Button>
            <Button variant="danger" onClick={() => setConfirming("revoke")}>
              Revoke
            </Button>
          </>
        ) : (
          <Button
            variant="secondary"
            busy={create.isPending}
            busyLabel="Creating…"
            onClick={() => void makeLink()}
          >
            Create calendar link
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming === "replace"}
        onClose={() => setConfirming(null)}
        onConfirm={() => void makeLink()}
        title="Make a new calendar link?"
        confirmLabel="Create a new link"
        busyLabel="Creating…"
        tone="primary"
        busy={create.isPending}
        error={confirming === "replace" ? error : null}
      >
        The link you have now stops working at once; calendars reading it need the new one.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === "revoke"}
        onClose={() => setConfirming(null)}
        onConfirm={() => void revokeLink()}
        title="Revoke your calendar link?"
        confirmLabel="Revoke link"
        busyLabel="Revoking…"
        busy={revoke.isPending}
        error={confirming === "revoke" ? error : null}
      >
        Calendars reading it stop getting your alerts at once. You can make a new link later.
      </ConfirmDialog>
    </div>
  );
}
