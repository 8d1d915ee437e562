import { performanceTypes, unions } from "@rightsdesk/domain";
import { useRef, useState } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { FormSection } from "../../../ui/form-section";
import type { PickedRecord } from "../../../ui/records/reference-picker";
import { PersonPicker } from "../../../ui/records/person-picker";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { useLinkAssetAfterCreate } from "../api/change-contract";
import { AddContractPage } from "../components/add-contract-page";
import { AssetPicker } from "../../../ui/records/asset-picker";
import { ProposeFees, SessionHoldingFeeFields } from "../components/fee-fields";
import { TemplateSelect } from "../components/agreement-fields";
import { newContractForm, type ContractFormValues } from "../lib/contract-form";
import { agreementLabel, familyLabel, performanceLabel, unionLabel } from "../lib/contract-labels";
import { bindField } from "../../../ui/bind-field";

/** The title a quick contract gets from its talent until the user types one: "Ana Ruiz – Principal". */
export const quickTitleOf = (talent: string) => `${talent} – Principal`;

function QuickFields({
  asset,
  onAsset,
}: {
  asset: PickedRecord | null;
  onAsset: (asset: PickedRecord | null) => void;
}) {
  const form = useFormContext<ContractFormValues>();
  const { register, control, getValues, setValue } = form;
  const { errors } = form.formState;
  const field = bindField(form);
  const lastTitle = useRef("");
  const family = useWatch({ control, name: "family" });
  return (
    <>
      <FormSection
        title="Principal contract"
        description="A union principal on a commercial, paid directly. Fees are proposed from the rate card as the date and camera change."
      >
        <Controller
          control={control}
          name="talent"
          render={({ field }) => (
            <PersonPicker
              label="Talent"
              kinds={["TALENT"]}
              value={field.value}
              onBlur={field.onBlur}
              error={errors.talent?.message}
              onChange={(picked) => {
                field.onChange(picked);
                const title = getValues("title");
                if (picked && (title === "" || title === lastTitle.current)) {
                  lastTitle.current = quickTitleOf(picked.name);
                  setValue("title", lastTitle.current, { shouldDirty: true });
                }
              }}
            />
          )}
        />
        <TextField label="Title" autoComplete="off" error={errors.title?.message} {...register("title")} />
        <SelectField label="Union" error={errors.union?.message} {...register("union")}>
          {unions
            .filter((union) => union !== "NON UNION")
            .map((union) => (
              <option key={union} value={union}>
                {unionLabel(union)}
              </option>
            ))}
        </SelectField>
        <SelectField
          label="On or off camera"
          {...field("performanceType")}
          options={performanceTypes}
          optionLabel={performanceLabel}
        />
        <TextField label="Contract date" type="date" {...field("contractDate")} />
        <TextField label="Expiration date" type="date" {...field("expirationDate")} />
        <SessionHoldingFeeFields />
        <ProposeFees auto />
        <TemplateSelect family={family} error={errors.templateId?.message} />
        <AssetPicker
          label="Asset to link (optional)"
          value={asset}
          onChange={onAsset}
          hint="The talent joins its cast."
        />
      </FormSection>
    </>
  );
}

/** /add/quick-contract: a standard SAG-AFTRA principal contract in a few fields. */
export function Component() {
  const [asset, setAsset] = useState<PickedRecord | null>(null);
  const linkAsset = useLinkAssetAfterCreate();
  return (
    <AddContractPage
      formName="add-quick-contract"
      title="Add a quick union contract"
      description={`${familyLabel("UNION")} family, ${agreementLabel("PRINCIPAL COMMERCIAL").toLowerCase()} agreement, principal category, paid to the talent directly.`}
      defaults={newContractForm({
        family: "UNION",
        agreement: "PRINCIPAL COMMERCIAL",
        performerCategory: "PRINCIPAL",
        payeeKind: "Talent-Directly",
        union: "SAG AFTRA",
        performanceType: "ON_CAMERA",
      })}
      afterCreate={async (contract) => {
        if (asset) await linkAsset(contract.id, asset.id);
      }}
    >
      {() => <QuickFields asset={asset} onAsset={setAsset} />}
    </AddContractPage>
  );
}
