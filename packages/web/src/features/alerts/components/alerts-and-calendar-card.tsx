import type { UserAlertPreferences } from "@rightsdesk/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Card, CardHeader } from "../../../ui/card";
import { CheckboxField } from "../../../ui/checkbox-field";
import {
  alertPreferencesQueryOptions,
  useSaveAlertPreferences,
  useSendAlertDigest,
} from "../api/alert-preferences";
import { useAlertRights } from "../lib/alert-rights";
import { daysAheadBounds } from "../lib/days-ahead-form";
import { CalendarFeedPanel } from "./calendar-feed-panel";
import { DaysAheadFields, useDaysAheadForm } from "./days-ahead-fields";
import { LoadingBars, QueryView } from "../../../ui/query-view";

function PreferencesForm({ saved }: { saved: UserAlertPreferences }) {
  const save = useSaveAlertPreferences();
  const [weeklyDigest, setWeeklyDigest] = useState(saved.weeklyDigest);
  const { fields, error, onSubmit } = useDaysAheadForm({
    saved: saved.daysAhead,
    save: (daysAhead) => save.mutateAsync({ daysAhead, weeklyDigest }),
    savedText: "Alert preferences saved.",
    failureText: "Your alert preferences could not be saved.",
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Alert preferences" className="space-y-5">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">Days ahead</h3>
        <p className="mt-1 text-sm text-slate-500">
          How early each kind of alert reaches your list, from {daysAheadBounds.min} to {daysAheadBounds.max}{" "}
          days. Blank uses {daysAheadBounds.fallback}. A company’s own setting wins for its records; MPU
          alerts always come at least 120 days ahead, in time to renegotiate.
        </p>
      </div>
      <DaysAheadFields {...fields} />
      <CheckboxField
        label="Weekly digest"
        description="A summary of the week’s alerts by e-mail every Monday."
        checked={weeklyDigest}
        onChange={(event) => setWeeklyDigest(event.target.checked)}
      />
      {error && <Alert title="Not saved">{error}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" busy={save.isPending} busyLabel="Saving…">
          Save alert preferences
        </Button>
      </div>
    </form>
  );
}

function DigestButton() {
  const send = useSendAlertDigest();
  const onClick = async () => {
    try {
      const sent = await send.mutateAsync();
      toast.success(
        `Digest sent to ${sent.sentTo} with ${sent.alerts} ${sent.alerts === 1 ? "alert" : "alerts"}.`,
      );
    } catch (failure) {
      toast.error(describeError(failure, "The digest could not be sent."));
    }
  };
  return (
    <Button variant="secondary" busy={send.isPending} busyLabel="Sending…" onClick={() => void onClick()}>
      Send me the digest now
    </Button>
  );
}

/** The profile's "Alerts and calendar": your days ahead, the weekly digest and your calendar link. */
export function AlertsAndCalendarCard() {
  const preferences = useQuery(alertPreferencesQueryOptions());
  const { canRead } = useAlertRights();
  return (
    <Card aria-labelledby="alerts-and-calendar-title">
      <CardHeader
        title="Alerts and calendar"
        titleId="alerts-and-calendar-title"
        description="When alerts reach you, the Monday digest, and your alerts in your own calendar."
      />
      <div className="space-y-8 px-5 py-5 sm:px-6">
        <QueryView
          query={preferences}
          loading={<LoadingBars bars={["h-4 w-1/3", "h-10 w-full"]} className="space-y-3" />}
          errorTitle="Your alert preferences could not be loaded"
          errorClassName="space-y-3"
        >
          {(data) => <PreferencesForm saved={data} />}
        </QueryView>
        {canRead && (
          <>
            <section aria-labelledby="digest-now-title" className="border-t border-slate-100 pt-6">
              <h3 id="digest-now-title" className="text-sm font-semibold text-slate-900">
                Digest
              </h3>
              <p className="mt-1 mb-3 text-sm text-slate-500">Get the same e-mail Monday’s run sends, now.</p>
              <DigestButton />
            </section>
            <section aria-labelledby="calendar-feed-title" className="border-t border-slate-100 pt-6">
              <h3 id="calendar-feed-title" className="mb-1 text-sm font-semibold text-slate-900">
                Calendar feed
              </h3>
              <CalendarFeedPanel />
            </section>
          </>
        )}
      </div>
    </Card>
  );
}
