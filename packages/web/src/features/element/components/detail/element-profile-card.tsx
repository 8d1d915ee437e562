import { zodResolver } from "@hookform/resolvers/zod";
import { elementProperties, type ElementDetail, type ElementProfileInput } from "@rightsdesk/domain";
import { serverFieldErrors } from "../../../../lib/server-field-errors";
import { formatDay } from "../../../../ui/records/format-day";
import { formatCatalogueName } from "../../../../ui/records/record-labels";
import { ProfileCard, RecordDetail, RecordDetails } from "../../../../ui/records/profile-card";
import { RecordProfileForm } from "../../../../ui/records/profile-form-frame";
import { useRefetchRecord } from "../../../../ui/records/record-queries";
import { useUpdateElement } from "../../api/change-element";
import { ElementFormSchema, elementFormFieldNames, elementFormValues } from "../../lib/element-profile-form";
import { ElementFields } from "../element-fields";
import { useRecordPage } from "../../../../ui/records/record-page";
import { elementKind } from "../../api/element-kind";

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
  const reload = useRefetchRecord(elementKind, element.id);
  return (
    <RecordProfileForm
      record={element}
      editName={`element-${part}`}
      label={part === "profile" ? "Edit profile" : "Edit vendor and licensor"}
      saveLabel="Save"
      resolver={zodResolver(ElementFormSchema)}
      valuesOf={elementFormValues}
      save={(body: ElementProfileInput) => update.mutateAsync({ ...body, version: element.version })}
      saving={update.isPending}
      serverErrors={(error) => serverFieldErrors(error, elementFormFieldNames)}
      focusServerError={false}
      savedText="Element saved."
      failureText="The element could not be saved."
      onDone={onDone}
      reload={reload}
    >
      <ElementFields parts={[part]} />
    </RecordProfileForm>
  );
}

/**
 * The element's profile, or its vendor and licensor: read by anyone who may see it; "Edit"
 * takes the edit lock and turns the card into its form.
 */
export function ElementProfileCard({ part }: { part: Part }) {
  const { record: element, canEdit } = useRecordPage(elementKind);
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
