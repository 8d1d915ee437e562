import {
  contractFamilies,
  contractPerformerCategories,
  contractTemplatesOf,
  payeeKinds,
  paymentModes,
  paymentTimings,
  performanceTypes,
  proposeContractFees,
  termUnits,
  unions,
  type ContractFamily,
  type ProposeFeesAnswer,
} from "@rightsdesk/domain";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { Button } from "../../../ui/button";
import { FormSection } from "../../../ui/form-section";
import { CompanyPicker } from "../../../ui/records/company-picker";
import { PersonPicker } from "../../../ui/records/person-picker";
import { formatCatalogueName } from "../../../ui/records/record-labels";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { TextareaField } from "../../../ui/textarea-field";
import { useContractTemplateOptions } from "../../contract-templates";
import type { ContractFormValues } from "../lib/contract-form";
import { agreementLabel, familyLabel, performanceLabel } from "../lib/contract-labels";
import { centsToDollars } from "../../../lib/money";
import { bindField } from "../../../ui/bind-field";

const options = (values: readonly string[], words: boolean | ((value: string) => string) = false) =>
  values.map((value) => (
    <option key={value} value={value}>
      {typeof words === "function" ? words(value) : words ? formatCatalogueName(value) : value}
    </option>
  ));

const familyOf = (value: string): ContractFamily | undefined =>
  contractFamilies.find((family) => family === value);

/** Which parts of the profile a form shows. */
export interface ContractFieldParts {
  /** The family and agreement can be chosen (fixed on quick and MSA forms). */
  agreement?: boolean;
  /** The talent picker (not on the bulk form, whose talents are rows). */
  talent?: boolean;
  /** The contract number (edit form, and the add form to type one). */
  number?: boolean;
  /** Signed elsewhere: the signed date. */
  existing?: boolean;
}

/** The contract's template, among those of its family. */
export function TemplateSelect({ family, error }: { family: string; error?: string | undefined }) {
  const { register } = useFormContext<ContractFormValues>();
  const templates = useContractTemplateOptions();
  const offered = (templates.data ?? []).filter((template) => template.family === family);
  return (
    <SelectField
      label="Template (optional)"
      hint={templates.isError ? "The templates could not be loaded." : "The PDF is drawn from it."}
      error={error}
      {...register("templateId")}
    >
      <option value="">No template</option>
      {offered.map((template) => (
        <option key={template.id} value={String(template.id)}>
          {template.name}
        </option>
      ))}
    </SelectField>
  );
}

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

function Picker({
  name,
  label,
  kind,
  mainTypes,
}: {
  name: "talent" | "loanOutCompany" | "payeeAgency" | "vendorCompany" | "advertiser";
  label: string;
  kind: "person" | "company";
  mainTypes?: Parameters<typeof CompanyPicker>[0]["mainTypes"];
}) {
  const form = useFormContext<ContractFormValues>();
  const { control } = form;
  const { errors } = form.formState;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) =>
        kind === "person" ? (
          <PersonPicker
            label={label}
            kinds={["TALENT"]}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors[name]?.message}
          />
        ) : (
          <CompanyPicker
            label={label}
            mainTypes={mainTypes}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors[name]?.message}
          />
        )
      }
    />
  );
}

/** The parties: talent and who is paid, or the MSA's vendor; the advertiser. */
export function PartyFields({ parts }: { parts: ContractFieldParts }) {
  const form = useFormContext<ContractFormValues>();
  const { register, control } = form;
  const { errors } = form.formState;
  const [family, payeeKind] = useWatch({ control, name: ["family", "payeeKind"] });
  const msa = family === "MSA";
  return (
    <FormSection
      title="Parties"
      description={
        msa
          ? "The vendor or production company the master agreement is with."
          : "The performer and who is paid."
      }
    >
      {msa ? (
        <Picker
          name="vendorCompany"
          label="Vendor company"
          kind="company"
          mainTypes={["VENDOR", "PRODUCTION COMPANY"]}
        />
      ) : (
        <>
          {parts.talent !== false && <Picker name="talent" label="Talent" kind="person" />}
          <SelectField label="Payee" error={errors.payeeKind?.message} {...register("payeeKind")}>
            <option value="">Choose who is paid</option>
            {options(payeeKinds)}
          </SelectField>
          {payeeKind === "Loan-Out-Corp" && (
            <Picker
              name="loanOutCompany"
              label="Loan-out corporation"
              kind="company"
              mainTypes={["LOAN OUT CORPORATION"]}
            />
          )}
          {payeeKind === "Talent-Agency" && (
            <Picker
              name="payeeAgency"
              label="Talent agency"
              kind="company"
              mainTypes={["AGENT/REPRESENTATIVE"]}
            />
          )}
        </>
      )}
      <Picker name="advertiser" label="Advertiser (optional)" kind="company" mainTypes={["ADVERTISER"]} />
    </FormSection>
  );
}

/** Family, agreement, template, union, category, camera, role, title. */
export function AgreementFields({ parts, extra }: { parts: ContractFieldParts; extra?: ReactNode }) {
  const form = useFormContext<ContractFormValues>();
  const { register, control, setValue } = form;
  const { errors } = form.formState;
  const field = bindField(form);
  const family = useWatch({ control, name: "family" });
  const known = familyOf(family);
  const agreements = known ? contractTemplatesOf(known) : [];
  const msa = family === "MSA";
  return (
    <FormSection
      title="Agreement"
      description="What kind of contract it is; the family decides the fields and the agreements offered."
    >
      {parts.number && (
        <TextField label="Contract number (optional)" autoComplete="off" {...field("contractNumber")} />
      )}
      <TextField label="Title" autoComplete="off" error={errors.title?.message} {...register("title")} />
      <TextField label="Subtitle (optional)" autoComplete="off" {...field("subtitle")} />
      {parts.agreement !== false && (
        <>
          <SelectField
            label="Family"
            error={errors.family?.message}
            {...register("family", {
              onChange: (event: { target: { value: string } }) => {
                const next = familyOf(event.target.value);
                setValue("agreement", next ? (contractTemplatesOf(next)[0] ?? "") : "");
                setValue("templateId", "");
                setValue("union", next === "UNION" ? "SAG AFTRA" : "");
              },
            })}
          >
            {options(contractFamilies, familyLabel)}
          </SelectField>
          <SelectField label="Agreement" error={errors.agreement?.message} {...register("agreement")}>
            <option value="">Choose the agreement</option>
            {options(agreements, agreementLabel)}
          </SelectField>
        </>
      )}
      <TemplateSelect family={family} error={errors.templateId?.message} />
      {!msa && (
        <>
          <SelectField label={family === "UNION" ? "Union" : "Union (optional)"} {...field("union")}>
            <option value="">None</option>
            {options(family === "UNION" ? unions.filter((union) => union !== "NON UNION") : ["NON UNION"])}
          </SelectField>
          <SelectField label="Performer category" {...field("performerCategory")}>
            <option value="">Choose the category</option>
            {options(contractPerformerCategories, true)}
          </SelectField>
          <SelectField label="On or off camera" {...field("performanceType")}>
            <option value="">Choose</option>
            {options(performanceTypes, performanceLabel)}
          </SelectField>
          <TextField label="Role (optional)" autoComplete="off" {...field("role")} />
        </>
      )}
      {extra}
    </FormSection>
  );
}

/** Contract, start, expiration and renewal dates; the term; signed date for a contract signed elsewhere. */
export function DateFields({ parts }: { parts: ContractFieldParts }) {
  const form = useFormContext<ContractFormValues>();
  const { register } = form;
  const { errors } = form.formState;
  const field = bindField(form);
  return (
    <FormSection
      title="Dates and term"
      description="The expiration date must be on or after the contract and start dates."
    >
      <TextField label="Contract date" type="date" {...field("contractDate")} />
      <TextField label="Start date (optional)" type="date" {...field("startDate")} />
      <TextField label="Expiration date" type="date" {...field("expirationDate")} />
      <TextField label="Renewal date (optional)" type="date" {...field("renewalDate")} />
      <TextField label="Term (optional)" type="number" min={1} {...field("termCount")} />
      <SelectField label="Term unit" error={errors.termUnit?.message} {...register("termUnit")}>
        <option value="">None</option>
        {options(termUnits, true)}
      </SelectField>
      {parts.existing && (
        <TextField label="Signed on" type="date" error={errors.signedOn?.message} {...register("signedOn")} />
      )}
    </FormSection>
  );
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
        {options(paymentModes)}
      </SelectField>
      <SelectField label="Payment timing" {...field("paymentTiming")}>
        <option value="">None</option>
        {options(paymentTimings, true)}
      </SelectField>
    </FormSection>
  );
}

export function DescriptionField() {
  const field = bindField(useFormContext<ContractFormValues>());
  return (
    <FormSection title="Description" description="Anything the contract's readers should know.">
      <TextareaField
        label="Description (optional)"
        className="sm:col-span-2"
        rows={3}
        {...field("description")}
      />
    </FormSection>
  );
}

/** Every part of the profile, as the full add form and the edit form show it. */
export function ContractFields({ parts = {} }: { parts?: ContractFieldParts }) {
  return (
    <>
      <AgreementFields parts={parts} />
      <PartyFields parts={parts} />
      <DateFields parts={parts} />
      <FeeFields />
      <DescriptionField />
    </>
  );
}
