import { zodResolver } from "@hookform/resolvers/zod";
import { elementProperties, type ElementDetail, type ElementProfileInput } from "@rightsdesk/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "sonner";
import { explainSaveProblem, type SaveProblem } from "../../../../lib/save-problem";
import { serverFieldErrors } from "../../../../lib/server-field-errors";
import { useUnsavedChanges } from "../../../../lib/unsaved-changes";
import { formatDay } from "../../../../ui/records/format-day";
import { formatCatalogueName } from "../../../../ui/records/record-labels";
import { ProfileCard, RecordDetail, RecordDetails } from "../../../../ui/records/profile-card";
import { ProfileFormFrame } from "../../../../ui/records/profile-form-frame";
import { useRecordLock } from "../../../../ui/records/record-lock";
import { useUpdateElement } from "../../api/change-element";
import { elementQueryOptions } from "../../api/get-element";
import {
  ElementFormSchema,
  elementFormFieldNames,
  elementFormValues,
  type ElementFormValues,
} from "../../lib/element-profile-form";
import { ElementFields } from "../element-fields";
import { useElementPage } from "./element-page";

type Part = "profile" | "vendor";

const words = (value: string | null) => (value ? formatCatalogueName(value) : "—");

function ProfileDetails({ element }: { element: ElementDetail }) {
  return (
    <RecordDetails>
      <RecordDetail label="Title" wide>
        {element.title}
      </RecordDetail>
      <RecordDetail label="Code">
        <span className="font-mono">{element.code}</span>
      </RecordDetail>
      <RecordDetail label="Element type">{words(element.elementType)}</RecordDetail>
      <RecordDetail label="Sub type">{words(element.subType)}</RecordDetail>
      {element.elementType === "MUSIC" && (
        <RecordDetail label="Music origin">{words(element.musicOrigin)}</RecordDetail>
      )}
      {element.elementType === "AUDIO" && (
        <RecordDetail label="Audio origin">{words(element.audioOrigin)}</RecordDetail>
      )}
      {elementProperties
        .filter((property) => element.properties[property.key] !== undefined)
        .map((property) => (
          <RecordDetail key={property.key} label={formatCatalogueName(property.label)}>
            {property.kind === "date"
              ? formatDay(String(element.properties[property.key]))
              : String(element.properties[property.key])}
          </RecordDetail>
        ))}
      <RecordDetail label="Status">{element.statusReason || "—"}</RecordDetail>
      <RecordDetail label="Earliest expiration">
        {element.earliestExpireDate
          ? `${formatDay(element.earliestExpireDate)}${element.earliestExpireItem ? ` — ${element.earliestExpireItem.label}` : ""}`
          : "No end"}
      </RecordDetail>
      <RecordDetail label="Description" wide>
        <span className="whitespace-pre-wrap">{element.description || "—"}</span>
      </RecordDetail>
    </RecordDetails>
  );
}

function VendorDetails({ element }: { element: ElementDetail }) {
  return (
    <RecordDetails>
      <RecordDetail label="Licence type">{words(element.licenceType)}</RecordDetail>
      <RecordDetail label="Vendor">{element.vendorName ?? "—"}</RecordDetail>
      <RecordDetail label="Licensor name">{element.licensorName || "—"}</RecordDetail>
      <RecordDetail label="Licensor e-mail">{element.licensorEmail || "—"}</RecordDetail>
    </RecordDetails>
  );
}

function ElementForm({ element, part, onDone }: { element: ElementDetail; part: Part; onDone: () => void }) {
  const update = useUpdateElement(element.id);
  const queryClient = useQueryClient();
  const lock = useRecordLock();
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [reloading, setReloading] = useState(false);
  const form = useForm<ElementFormValues, unknown, ElementProfileInput>({
    resolver: zodResolver(ElementFormSchema),
    defaultValues: elementFormValues(element),
  });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, isSubmitting },
  } = form;
  const markSaved = useUnsavedChanges(`element-${part}`, isDirty);

  const onSubmit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      await update.mutateAsync({ ...body, version: element.version });
      markSaved();
      toast.success("Element saved.");
      onDone();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, elementFormFieldNames);
      for (const { field, message } of fieldErrors) setError(field, { type: "server", message });
      const explained = explainSaveProblem(error, fieldErrors.length, "The element could not be saved.");
      if (explained?.kind === "locked") lock.check();
      setProblem(explained);
    }
  });
  const reload = async () => {
    setReloading(true);
    try {
      const latest = await queryClient.fetchQuery({ ...elementQueryOptions(element.id), staleTime: 0 });
      reset(elementFormValues(latest));
      setProblem(null);
    } catch {
      // The alert stays.
    } finally {
      setReloading(false);
    }
  };
  const saving = isSubmitting || update.isPending;
  return (
    <FormProvider {...form}>
      <ProfileFormFrame
        label={part === "profile" ? "Edit profile" : "Edit vendor and licensor"}
        onSubmit={onSubmit}
        problem={problem}
        onReload={() => void reload()}
        reloading={reloading}
        isDirty={isDirty}
        saving={saving}
        onCancel={() => {
          reset(elementFormValues(element));
          markSaved();
          onDone();
        }}
        saveLabel="Save"
      >
        <ElementFields parts={[part]} />
      </ProfileFormFrame>
    </FormProvider>
  );
}

/**
 * The element's profile, or its vendor and licensor: read by anyone who may see it; "Edit"
 * takes the edit lock and turns the card into its form.
 */
export function ElementProfileCard({ part }: { part: Part }) {
  const { element, canEdit } = useElementPage();
  return (
    <ProfileCard
      editName={`element-${part}`}
      title={part === "profile" ? "Profile" : "Vendor and licensor"}
      noun="element"
      canEdit={canEdit}
      editLabel={part === "profile" ? "Edit profile" : "Edit vendor and licensor"}
      readOnlyText="You can read this, not change it."
      renderForm={(done) => <ElementForm element={element} part={part} onDone={done} />}
    >
      {part === "profile" ? <ProfileDetails element={element} /> : <VendorDetails element={element} />}
    </ProfileCard>
  );
}
