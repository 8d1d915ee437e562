import { zodResolver } from "@hookform/resolvers/zod";
import { cycleLengthLabels, type AssetUseRightAddRequest } from "@rightsdesk/domain";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { api } from "../../../lib/api-client";
import { explainSaveProblem, type SaveProblem } from "../../../lib/save-problem";
import { serverFieldErrors } from "../../../lib/server-field-errors";
import {
  UseRightFormSchema,
  useRightFormFieldNames,
  useRightFormValues,
  type UseRightFormValues,
} from "./use-right-form";

export type UseRightForm = UseFormReturn<UseRightFormValues, unknown, AssetUseRightAddRequest>;

/**
 * Fills the cycle end from the type, start and length by asking the domain's rule
 * (`POST /Asset/Rules/UseRightExpiry`), as long as the user has not typed an end of their own.
 */
function useSuggestedCycleEnd(form: UseRightForm) {
  const { control, getValues, setValue } = form;
  const [useRightType, startCycleDate, cycleLength] = useWatch({
    control,
    name: ["useRightType", "startCycleDate", "cycleLength"],
  });
  const suggested = useRef<string | null>(null);
  useEffect(() => {
    const current = getValues("cycleExpireDate");
    const untouched = current === "" || current === suggested.current;
    const length = cycleLengthLabels.find((label) => label === cycleLength);
    if (!untouched || useRightType.trim() === "" || startCycleDate === "" || length === undefined) return;
    let stale = false;
    api
      .calculateUseRightExpiry({ body: { useRightType, startCycleDate, cycleLength: length } })
      .then((answer) => {
        // The user may have typed an end while the answer was on its way: theirs wins.
        if (stale || answer.expireDate === null || getValues("cycleExpireDate") !== current) return;
        suggested.current = answer.expireDate;
        setValue("cycleExpireDate", answer.expireDate, { shouldDirty: true, shouldValidate: true });
      })
      .catch(() => {
        // Only a suggestion: the user can still type the end date.
      });
    return () => {
      stale = true;
    };
  }, [useRightType, startCycleDate, cycleLength, getValues, setValue]);
}

/** The server's errors for the use right's own fields ("useRight.note"), named as the form names them. */
function readUseRightFieldErrors(error: unknown) {
  const prefixed = useRightFormFieldNames.map((name) => `useRight.${name}` as const);
  return serverFieldErrors(error, prefixed).map(({ field, message }) => ({
    field: field.replace(/^useRight\./, "") as (typeof useRightFormFieldNames)[number],
    message,
  }));
}

/**
 * The use-right form of the asset's rights tracker and of a contract's rights acquired: checked by
 * the domain's rules, with the cycle end filled in, and a failed save's field errors put on their
 * fields and the rest explained in `problem`. `save` sends the request and closes the dialog.
 */
export function useUseRightEditor({
  right,
  save,
  failure,
  requestFields = [],
}: {
  right: Parameters<typeof useRightFormValues>[0];
  save: (request: AssetUseRightAddRequest) => Promise<void>;
  /** What the problem says when the server gives no reason of its own. */
  failure: string;
  /** Fields of the request beside the use right whose server errors the form shows. */
  requestFields?: readonly ("castItemId" | "coversAllPerformers")[];
}) {
  const [problem, setProblem] = useState<SaveProblem>(null);
  const form = useForm<UseRightFormValues, unknown, AssetUseRightAddRequest>({
    resolver: zodResolver(UseRightFormSchema),
    defaultValues: useRightFormValues(right),
  });
  useSuggestedCycleEnd(form);

  const onSubmit = form.handleSubmit(async (request) => {
    setProblem(null);
    try {
      await save(request);
    } catch (error) {
      const fieldErrors = [...readUseRightFieldErrors(error), ...serverFieldErrors(error, requestFields)];
      for (const { field, message } of fieldErrors) form.setError(field, { type: "server", message });
      setProblem(explainSaveProblem(error, fieldErrors.length, failure));
    }
  });
  return { form, problem, onSubmit };
}
