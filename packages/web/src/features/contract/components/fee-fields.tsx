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
import { EstimateBadge } from "./contract-badges";

type EstimableFee = "sessionFee" | "holdingFee";

/**
 * "Propose fees": the session and holding fees of the union rate card in force on the form's
 * contract date, for its category and camera, filled into the fees. Where the card has no
 * confirmed rate a sentence says so with the last confirmed figure; a figure derived from it is
 * only offered, as an estimate, and fills the fees (marked "estimate") when the user uses it.
 */
export function ProposeFees({ auto = false }: { auto?: boolean }) {
  const { getValues, setValue } = useFormContext<ContractFormValues>();
  const [answer, setAnswer] = useState<ProposeFeesAnswer | null>(null);
  const setFee = (name: EstimableFee, cents: number, estimate: boolean) => {
    setValue(name, centsToDollars(cents), { shouldDirty: true, shouldValidate: true });
    setValue(`${name}Estimate`, estimate, { shouldDirty: true });
  };
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
    if (proposed.session.status === "proposed") setFee("sessionFee", proposed.session.amountCents, false);
    if (proposed.holding.status === "proposed") setFee("holdingFee", proposed.holding.amountCents, false);
  };
  useAutoPropose(auto, run);
  const fees = answer ? [answer.session, answer.holding].filter((fee) => fee.text !== "") : [];
  const estimate = answer?.session.status === "missing" ? answer.session.estimate : undefined;
  const takeEstimate = (cents: number) => {
    setFee("sessionFee", cents, true);
    if (answer?.holding.status === "missing" && answer.holding.estimate) setFee("holdingFee", cents, true);
  };
  return (
    <div className="sm:col-span-2">
      <Button variant="secondary" onClick={run}>
        Propose fees
      </Button>
      {fees.length > 0 && (
        <ul role="status" className="mt-2 max-w-prose space-y-1 text-sm text-slate-700">
          {fees.map((fee) => (
            <li key={fee.text}>
              {fee.text}
              {fee.status === "missing" && fee.lastConfirmed && (
                <>
                  {" "}
                  <a
                    href={fee.lastConfirmed.source}
                    target="_blank"
                    rel="noreferrer"
                    className="rounded font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                  >
                    Source
                  </a>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {estimate && (
        <div className="mt-3 flex max-w-prose flex-wrap items-center gap-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          <p className="min-w-0 flex-1">
            Estimate {dollars(estimate.amountCents)}: {estimate.basis} Confirm it with the union's rate sheet
            before the contract is signed.
          </p>
          <Button variant="secondary" onClick={() => takeEstimate(estimate.amountCents)}>
            Use {dollars(estimate.amountCents)} as estimate
          </Button>
        </div>
      )}
    </div>
  );
}

const dollars = (cents: number) => `$${centsToDollars(cents)}`;

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

/** A session or holding fee: marked "estimate" while it holds the estimate used; typing an amount clears the mark. */
function EstimableFeeField({ name, label }: { name: EstimableFee; label: string }) {
  const form = useFormContext<ContractFormValues>();
  const { register, control, setValue } = form;
  const { errors } = form.formState;
  const estimate = useWatch({ control, name: `${name}Estimate` });
  return (
    <div>
      <TextField
        label={label}
        inputMode="decimal"
        autoComplete="off"
        error={errors[name]?.message}
        aria-description={estimate ? "This amount is an estimate." : undefined}
        {...register(name, { onChange: () => setValue(`${name}Estimate`, false, { shouldDirty: true }) })}
      />
      {estimate && (
        <p className="mt-1 flex items-center gap-2 text-xs text-slate-600">
          <EstimateBadge /> Not a confirmed rate: type the agreed amount to replace it.
        </p>
      )}
    </div>
  );
}

/** The session and holding fees, which every talent contract states. */
export function SessionHoldingFeeFields() {
  return (
    <>
      <EstimableFeeField name="sessionFee" label="Session fee ($)" />
      <EstimableFeeField name="holdingFee" label="Holding fee ($)" />
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
