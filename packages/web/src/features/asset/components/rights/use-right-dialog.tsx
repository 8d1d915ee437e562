import {
  cycleLengthDays,
  deriveFixedCycleTerm,
  fixedCycleContaining,
  fixedCycleNumbered,
  isIsoDate,
  isoDateOfInstant,
  toIsoDate,
  type AssetUseRightRecord,
  type IsoDate,
} from "@rightsdesk/domain";
import { useEffect } from "react";
import { useWatch } from "react-hook-form";
import { toast } from "sonner";
import { CheckboxField } from "../../../../ui/checkbox-field";
import { SelectField } from "../../../../ui/select-field";
import { formatDay } from "../../../../ui/records/format-day";
import { useAddAssetUseRight, useUpdateAssetUseRight } from "../../api/asset-use-rights";
import { useUseRightEditor, type UseRightForm } from "../../lib/use-use-right-editor";
import { ItemFormDialog } from "../../../../ui/form-dialog";
import {
  CycleDatesAndNoteFields,
  CycleLengthField,
  MediaSubTypesField,
  MediaTypeField,
  UseRightTypeField,
} from "./use-right-fields";
import { bindField } from "../../../../ui/bind-field";

export interface CastOption {
  id: number;
  name: string;
  /** First day of fixed cycle 1 when the member holds union fixed cycles; null otherwise. */
  sessionDate: IsoDate | null;
}

/** How many fixed cycles to offer past the one holding today. */
const CYCLES_AHEAD = 8;

/**
 * A union principal's right is a run of their fixed cycles: choosing a cycle sets the start to its
 * first day (the cycle end then follows from the length), so the dates are the rule's, not typed.
 */
function FixedCycleField({ sessionDate, form }: { sessionDate: IsoDate; form: UseRightForm }) {
  const { control, setValue, getValues } = form;
  const [start, length] = useWatch({ control, name: ["startCycleDate", "cycleLength"] });
  const today = isoDateOfInstant(new Date());
  // The end of a run of fixed cycles is its last cycle's last day ("1 year" is four cycles).
  useEffect(() => {
    const lengthDays = cycleLengthDays(length);
    if (!isIsoDate(start) || lengthDays === undefined) return;
    const term = deriveFixedCycleTerm(sessionDate, { start: toIsoDate(start), end: null, lengthDays });
    if (term.start === start && getValues("cycleExpireDate") !== term.end)
      setValue("cycleExpireDate", term.end, { shouldDirty: true, shouldValidate: true });
  }, [start, length, sessionDate, getValues, setValue]);
  const current = fixedCycleContaining(sessionDate, today)?.number ?? 1;
  const cycles = Array.from({ length: current + CYCLES_AHEAD }, (_, index) =>
    fixedCycleNumbered(sessionDate, index + 1),
  );
  const chosen = cycles.find((cycle) => cycle.start === start)?.number ?? "";
  return (
    <SelectField
      label="Fixed cycle"
      className="sm:col-span-2"
      hint={`Counted in 13-week cycles from the session on ${formatDay(sessionDate)}; the cycle start is its first day.`}
      value={String(chosen)}
      onChange={(event) => {
        const cycle = cycles.find((candidate) => String(candidate.number) === event.target.value);
        if (!cycle) return;
        setValue("startCycleDate", cycle.start, { shouldDirty: true, shouldValidate: true });
      }}
    >
      <option value="">Choose the cycle</option>
      {cycles.map((cycle) => (
        <option key={cycle.number} value={String(cycle.number)}>
          Cycle {cycle.number}: {formatDay(cycle.start)} – {formatDay(cycle.expire)}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * Adds or changes a use right of the asset: its type, media (from the catalogue) and sub types,
 * cycle, length and note, and optionally the cast member it belongs to. The domain's rules check
 * it first; the server's answer for a field lands on that field.
 */
export function UseRightDialog({
  assetId,
  right,
  cast,
  onClose,
}: {
  assetId: number;
  /** The right to change, or null for a new one. */
  right: AssetUseRightRecord | null;
  cast: readonly CastOption[];
  onClose: () => void;
}) {
  const add = useAddAssetUseRight(assetId);
  const update = useUpdateAssetUseRight(assetId);
  const { form, problem, onSubmit } = useUseRightEditor({
    right,
    failure: "The use right could not be saved.",
    requestFields: ["castItemId", "coversAllPerformers"],
    save: async (body) => {
      if (right)
        await update.mutateAsync({ useRightId: right.id, body: { ...body, version: right.version } });
      else await add.mutateAsync(body);
      toast.success(right ? "Use right saved." : "Use right added.");
      onClose();
    },
  });
  const { register, control } = form;
  const { isSubmitting } = form.formState;
  const field = bindField(form);
  const holder = useWatch({ control, name: "castItemId" });
  const fixed = cast.find((member) => String(member.id) === holder)?.sessionDate ?? null;

  return (
    <ItemFormDialog
      noun="use right"
      editing={Boolean(right)}
      description="The cycle end is the last day the right covers; it is filled in from the start and length, and the asset's earliest expiration follows."
      saving={isSubmitting || add.isPending || update.isPending}
      onClose={onClose}
      submission={{ problem, onSubmit }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <UseRightTypeField form={form} />
        <SelectField
          label="Cast member (optional)"
          hint="A performer's own right; leave empty for the asset's right."
          {...field("castItemId")}
        >
          <option value="">The asset itself</option>
          {cast.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {member.name}
            </option>
          ))}
        </SelectField>
        {holder === "" && (
          <CheckboxField
            className="sm:col-span-2"
            label="Covers every performer (a buyout of a non-union cast)"
            description="Union principals still need rights of their own: their fixed cycles and holding fees are not bought out."
            {...register("coversAllPerformers")}
          />
        )}
        {fixed !== null && <FixedCycleField sessionDate={fixed} form={form} />}
        <MediaTypeField form={form} />
        <CycleLengthField form={form} />
        <MediaSubTypesField form={form} />
        <CycleDatesAndNoteFields form={form} />
      </div>
    </ItemFormDialog>
  );
}
