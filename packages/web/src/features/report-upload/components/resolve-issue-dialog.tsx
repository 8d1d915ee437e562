import { zodResolver } from "@hookform/resolvers/zod";
import {
  AiringIssueResolutionSchema,
  actionNeedsNote,
  airingIssueActionLabels,
  airingIssueKindLabels,
  type AiringIssue,
  type AiringIssueAction,
  type AiringIssueResolution,
} from "@rightsdesk/domain";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { describeError } from "../../../lib/describe-error";
import { serverFieldErrors } from "../../../lib/server-field-errors";
import { Alert } from "../../../ui/alert";
import { bindField } from "../../../ui/bind-field";
import { FieldError } from "../../../ui/field-parts";
import { FormDialog } from "../../../ui/form-dialog";
import { formatDay } from "../../../ui/records/format-day";
import { TextareaField } from "../../../ui/textarea-field";
import { useResolveAiringIssue } from "../api/airing-issues";
import { describeIssuePlace } from "../lib/issue-place";

type ResolutionInput = z.input<typeof AiringIssueResolutionSchema>;

/** What choosing the action will do, where the issue gives more to say. */
function actionDetail(issue: AiringIssue, action: AiringIssueAction): string | null {
  if (action === "confirmFirstUse" && issue.proposedDate) {
    return `Records ${formatDay(issue.proposedDate)} as the spot's first use.`;
  }
  if (action === "renew" && issue.amountCents === null && issue.feeNote) return issue.feeNote;
  return null;
}

/**
 * Resolves one issue: the issue restated, the actions it allows, a note (required to release,
 * dispute or accept). A refusal ("the spot still cannot air…") stays in the dialog.
 */
export function ResolveIssueDialog({ issue, onClose }: { issue: AiringIssue; onClose: () => void }) {
  const resolve = useResolveAiringIssue();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ResolutionInput, unknown, AiringIssueResolution>({
    resolver: zodResolver(AiringIssueResolutionSchema),
    defaultValues: { action: issue.actions[0], note: "" },
  });
  const field = bindField(form);
  const chosen = useWatch({ control: form.control, name: "action" });
  const actionError = form.formState.errors.action?.message;

  const onSubmit = form.handleSubmit(async (body) => {
    setRefusal(null);
    try {
      await resolve.mutateAsync({ id: issue.id, body });
      toast.success(
        `The issue on row ${issue.rowNumber} is resolved: ${airingIssueActionLabels[body.action]}.`,
      );
      onClose();
    } catch (error) {
      const notes = serverFieldErrors(error, ["note"] as const);
      for (const { field: name, message } of notes) form.setError(name, { type: "server", message });
      if (notes.length === 0) setRefusal(describeError(error, "The issue could not be resolved."));
    }
  });

  return (
    <FormDialog
      title="Resolve the issue"
      label="Resolve the issue"
      formId="resolve-issue-form"
      submitLabel="Resolve"
      busyLabel="Resolving…"
      saving={resolve.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      description={
        <>
          <span className="font-medium text-slate-900">{airingIssueKindLabels[issue.kind]}</span>
          {" · "}
          {describeIssuePlace(issue)}
        </>
      }
    >
      <div className="space-y-4">
        <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800">{issue.message}</p>
        {issue.suggestions.length > 0 && (
          <p className="text-sm text-slate-700">
            Known Ad-IDs close to {issue.adId}:{" "}
            <span className="font-mono">{issue.suggestions.join(", ")}</span>
          </p>
        )}
        {refusal && <Alert title="Not resolved">{refusal}</Alert>}
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">How it is resolved</legend>
          <div className="mt-2 space-y-2">
            {issue.actions.map((action) => {
              const detail = actionDetail(issue, action);
              return (
                <label key={action} className="flex items-start gap-3 text-sm">
                  <input
                    type="radio"
                    value={action}
                    {...form.register("action")}
                    className="mt-0.5 size-4 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                  />
                  <span>
                    <span className="font-medium text-slate-900">{airingIssueActionLabels[action]}</span>
                    {detail && <span className="block text-slate-600">{detail}</span>}
                  </span>
                </label>
              );
            })}
          </div>
          <FieldError id="resolve-action-error" error={actionError} />
        </fieldset>
        <TextareaField
          label={chosen && actionNeedsNote(chosen) ? "Note" : "Note (optional)"}
          rows={3}
          hint="Say what was done: how the spot was stopped, what the station agreed, why it is accepted."
          {...field("note")}
        />
      </div>
    </FormDialog>
  );
}
