import { zodResolver } from "@hookform/resolvers/zod";
import type { ContractCreateRequest, ContractDetail } from "@rightsdesk/domain";
import { useMemo } from "react";
import { paths } from "../../../routing/paths";
import { serverFieldErrors } from "../../../lib/server-field-errors";
import { formatCents, formatDay } from "../../../ui/records/format-day";
import { ProfileCard, RecordDetail, RecordDetails } from "../../../ui/records/profile-card";
import { RecordProfileForm } from "../../../ui/records/profile-form-frame";
import { formatCatalogueName } from "../../../ui/records/record-labels";
import { useRefetchRecord } from "../../../ui/records/record-queries";
import { useUpdateContract } from "../api/change-contract";
import {
  contractControlOf,
  contractFormSchema,
  contractFormValues,
  contractRequestFieldNames,
} from "../lib/contract-form";
import { agreementLabel, familyLabel, performanceLabel, unionLabel } from "../lib/contract-labels";
import { ContractFields } from "./contract-fields";
import { EstimateBadge } from "./contract-badges";
import { useRecordPage } from "../../../ui/records/record-page";
import { contractKind } from "../api/contract-kind";
import { ModuleLink } from "../../../ui/module-link";

const link = "font-medium text-indigo-700 hover:underline";
const money = (cents: number | null) => (cents === null ? "—" : formatCents(cents));
const percent = (value: number | null) => (value === null ? "—" : `${value}%`);

/** A fee, with the "estimate" mark when it came from an estimate rather than a confirmed rate. */
function FeeAmount({ cents, estimate }: { cents: number | null; estimate: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {money(cents)}
      {estimate && cents !== null && <EstimateBadge />}
    </span>
  );
}

function CompanyLink({
  contract,
  field,
}: {
  contract: ContractDetail;
  field: keyof ContractDetail & `${string}Id`;
}) {
  const id = contract[field];
  if (typeof id !== "number") return <>—</>;
  return (
    <ModuleLink to={paths.app.company.getHref(id)} className={link}>
      {contract.labels[field] ?? `Company #${id}`}
    </ModuleLink>
  );
}

function term(contract: ContractDetail) {
  if (contract.termCount === null || contract.termUnit === null) return "—";
  return `${contract.termCount} ${formatCatalogueName(contract.termUnit).toLowerCase()}`;
}

/** The contract's profile as read: parties, agreement, dates, term, fees, payment. */
function ContractDetails({ contract }: { contract: ContractDetail }) {
  const msa = contract.family === "MSA";
  return (
    <RecordDetails>
      <RecordDetail label="Title" wide>
        {contract.title}
        {contract.subtitle ? <span className="block text-slate-500">{contract.subtitle}</span> : null}
      </RecordDetail>
      <RecordDetail label="Family">{familyLabel(contract.family)}</RecordDetail>
      <RecordDetail label="Agreement">{agreementLabel(contract.agreement)}</RecordDetail>
      <RecordDetail label="Template">
        {contract.templateId ? (
          <ModuleLink to={paths.app.contractTemplates.view.getHref(contract.templateId)} className={link}>
            {contract.templateName ?? `Template #${contract.templateId}`}
          </ModuleLink>
        ) : (
          "None"
        )}
      </RecordDetail>
      {msa ? (
        <RecordDetail label="Vendor company">
          <CompanyLink contract={contract} field="vendorCompanyId" />
        </RecordDetail>
      ) : (
        <>
          <RecordDetail label="Talent">
            {contract.talentId ? (
              <ModuleLink to={paths.app.person.getHref(contract.talentId)} className={link}>
                {contract.talentName ?? `Person #${contract.talentId}`}
              </ModuleLink>
            ) : (
              "—"
            )}
          </RecordDetail>
          <RecordDetail label="Payee">
            {contract.payeeKind === "Loan-Out-Corp" ? (
              <CompanyLink contract={contract} field="loanOutCompanyId" />
            ) : contract.payeeKind === "Talent-Agency" ? (
              <CompanyLink contract={contract} field="payeeAgencyId" />
            ) : (
              (contract.payeeName ?? "—")
            )}
            {contract.payeeKind && <span className="block text-slate-500">{contract.payeeKind}</span>}
          </RecordDetail>
          <RecordDetail label="Union">{contract.union ? unionLabel(contract.union) : "—"}</RecordDetail>
          <RecordDetail label="Performer category">
            {contract.performerCategory ? formatCatalogueName(contract.performerCategory) : "—"}
          </RecordDetail>
          <RecordDetail label="On or off camera">
            {contract.performanceType ? performanceLabel(contract.performanceType) : "—"}
          </RecordDetail>
          <RecordDetail label="Role">{contract.role || "—"}</RecordDetail>
        </>
      )}
      <RecordDetail label="Advertiser">
        <CompanyLink contract={contract} field="advertiserId" />
      </RecordDetail>
      <RecordDetail label="Contract date">{formatDay(contract.contractDate)}</RecordDetail>
      <RecordDetail label="Start date">{formatDay(contract.startDate)}</RecordDetail>
      <RecordDetail label="Expiration date">{formatDay(contract.expirationDate)}</RecordDetail>
      <RecordDetail label="Renewal date">{formatDay(contract.renewalDate)}</RecordDetail>
      <RecordDetail label="Term">{term(contract)}</RecordDetail>
      {contract.existing && <RecordDetail label="Signed on">{formatDay(contract.signedOn)}</RecordDetail>}
      <RecordDetail label="Session fee">
        <FeeAmount
          cents={contract.sessionFeeCents}
          estimate={contract.estimatedFees.includes("sessionFeeCents")}
        />
      </RecordDetail>
      <RecordDetail label="Holding fee">
        <FeeAmount
          cents={contract.holdingFeeCents}
          estimate={contract.estimatedFees.includes("holdingFeeCents")}
        />
      </RecordDetail>
      <RecordDetail label="Fitting fee">{money(contract.fittingFeeCents)}</RecordDetail>
      <RecordDetail label="P&H">{percent(contract.phPercent)}</RecordDetail>
      <RecordDetail label="Agent fee">{percent(contract.agentFeePercent)}</RecordDetail>
      <RecordDetail label="Payment mode">
        {contract.paymentMode ?? "—"}
        {contract.paymentTiming ? ` · ${formatCatalogueName(contract.paymentTiming)}` : ""}
      </RecordDetail>
      <RecordDetail label="Description" wide>
        <span className="whitespace-pre-wrap">{contract.description || "—"}</span>
      </RecordDetail>
    </RecordDetails>
  );
}

function ContractForm({ contract, onDone }: { contract: ContractDetail; onDone: () => void }) {
  const update = useUpdateContract(contract.id);
  const reload = useRefetchRecord(contractKind, contract.id);
  const schema = useMemo(() => contractFormSchema(contract.version), [contract.version]);
  return (
    <RecordProfileForm
      record={contract}
      editName="contract-profile"
      label="Edit contract"
      saveLabel="Save contract"
      resolver={zodResolver(schema)}
      valuesOf={contractFormValues}
      save={(body: ContractCreateRequest) => update.mutateAsync({ ...body, version: contract.version })}
      saving={update.isPending}
      serverErrors={(error) =>
        serverFieldErrors(error, contractRequestFieldNames).flatMap(({ field, message }) => {
          const control = contractControlOf(field);
          return control ? [{ field: control, message }] : [];
        })
      }
      focusServerError={false}
      savedText="Contract saved."
      failureText="The contract could not be saved."
      onDone={onDone}
      reload={reload}
    >
      <ContractFields parts={{ number: true, existing: contract.existing }} />
    </RecordProfileForm>
  );
}

/** The contract's profile: read by anyone who may see it; "Edit contract" takes the edit lock. */
export function ContractProfileCard() {
  const { record: contract, canEdit } = useRecordPage(contractKind);
  return (
    <ProfileCard
      editName="contract-profile"
      title="Contract"
      noun="contract"
      canEdit={canEdit}
      editLabel="Edit contract"
      readOnlyText={
        contract.status === "Voided" || contract.status === "Cancelled"
          ? "A voided contract cannot be changed."
          : "You can read this contract, not change it."
      }
      renderForm={(done) => <ContractForm contract={contract} onDone={done} />}
    >
      <ContractDetails contract={contract} />
    </ProfileCard>
  );
}
