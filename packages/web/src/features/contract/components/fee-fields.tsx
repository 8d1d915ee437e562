import {
  paymentModes,
  paymentTimings,
  performanceTypes,
  proposeContractFees,
  unions,
  type ProposeFeesAnswer,
} from "@rightsdesk/domain";
import { useEffect, useRef, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Button } from "../../../ui/button";
import { FormSection } from "../../../ui/form-section";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import type { ContractFormValues } from "../lib/contract-form";
import { centsToDollars } from "../../../lib/money";
import { bindField } from "../../../ui/bind-field";
import { optionElements, familyOf } from "./contract-field-parts";

/**
 * "Propose fees": the session and holding fees of the union rate card in force on the form's
 * contract date, for its category and camera, filled into the fees; where the card has no rate
 * the reason is shown as it is, never a zero.
 */
export function ProposeFees({ auto = false }: { auto?: boolean }) {
  const { getValues, setValue } = useFormContext<ContractFormValues>();
  const [answer, setAnswer] = useState<ProposeFeesAnswer | null>(null);
  const run = () => {
    const values = getValues();
    const family = familyOf(values.family);
    if (!family || values.contractDate === "") {
      setAnswer({
        session: {
          status: "missing",
          scheduleId: null,
          reason: "Enter the contract date first.",
          text: "Enter the contract date first.",
        },
        holding: { status: "free", text: "" },
      });
      return;
    }
    const proposed = proposeContractFees({
      family,
      union: unions.find((union) => union === values.union),
      agreement: values.agreement,
      performerCategory: values.performerCategory || undefined,
      performanceType: performanceTypes.find((type) => type === values.performanceType),
      contractDate: values.contractDate,
    });
    setAnswer(proposed);
    if (proposed.session.status === "proposed")
      setValue("sessionFee", centsToDollars(proposed.session.amountCents), {
        shouldDirty: true,
        shouldValidate: true,
      });
    if (proposed.holding.status === "proposed")
      setValue("holdingFee", centsToDollars(proposed.holding.amountCents), {
        shouldDirty: true,
        shouldValidate: true,
      });
  };
  useAutoPropose(auto, run);
  const lines = answer
    ? [answer.session, answer.holding].map((fee, index) =>
        fee.status === "missing" ? `${index === 0 ? "Session" : "Holding"} fee: ${fee.reason}` : fee.text,
      )
    : [];
  return (
    <div className="sm:col-span-2">
      <Button variant="secondary" onClick={run}>
        Propose fees
      </Button>
      {lines.filter(Boolean).length > 0 && (
        <ul role="status" className="mt-2 space-y-1 text-sm text-slate-700">
          {[...new Set(lines.filter(Boolean))].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Runs the proposal again whenever the date, category, camera or union change (quick form). */
function useAutoPropose(enabled: boolean, run: () => void) {
  const { control } = useFormContext<ContractFormValues>();
  const watched = useWatch({
    control,
    name: ["contractDate", "performanceType", "performerCategory", "union"],
  });
  const key = watched.join("|");
  const latestRun = useRef(run);
  useEffect(() => {
    latestRun.current = run;
  });
  useEffect(() => {
    if (enabled) latestRun.current();
  }, [enabled, key]);
}

type DecimalName = "sessionFee" | "holdingFee" | "fittingFee" | "phPercent" | "agentFeePercent";

/** An amount in dollars or a percentage, typed as a decimal. */
function DecimalField({ name, label }: { name: DecimalName; label: string }) {
  const form = useFormContext<ContractFormValues>();
  const { register } = form;
  const { errors } = form.formState;
  return (
    <TextField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      error={errors[name]?.message}
      {...register(name)}
    />
  );
}

/** The session and holding fees, which every talent contract states. */
export function SessionHoldingFeeFields() {
  return (
    <>
      <DecimalField name="sessionFee" label="Session fee ($)" />
      <DecimalField name="holdingFee" label="Holding fee ($)" />
    </>
  );
}

/** Fees in dollars, P&H and agent fee, payment mode; "Propose fees" for union contracts. */
export function FeeFields({ autoPropose = false }: { autoPropose?: boolean }) {
  const form = useFormContext<ContractFormValues>();
  const { register, control } = form;
  const { errors } = form.formState;
  const field = bindField(form);
  const family = useWatch({ control, name: "family" });
  return (
    <FormSection
      title="Fees"
      description="Amounts in US dollars. A union contract's fees can be proposed from the rate card in force on its date."
    >
      <SessionHoldingFeeFields />
      {family === "UNION" && <ProposeFees auto={autoPropose} />}
      <DecimalField name="fittingFee" label="Fitting fee ($, optional)" />
      <DecimalField name="phPercent" label="P&H (%)" />
      <DecimalField name="agentFeePercent" label="Agent fee (%)" />
      <SelectField label="Payment mode" error={errors.paymentMode?.message} {...register("paymentMode")}>
        <option value="">None</option>
        {optionElements(paymentModes)}
      </SelectField>
      <SelectField label="Payment timing" {...field("paymentTiming")}>
        <option value="">None</option>
        {optionElements(paymentTimings, true)}
      </SelectField>
    </FormSection>
  );
}
