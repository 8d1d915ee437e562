import type { PersonRecord } from "@rightsdesk/domain";
import { formatCatalogueName, recordStatusLabels } from "../../../../ui/records/record-labels";
import {
  ProfileCard as RecordProfileCard,
  RecordDetail,
  RecordDetails,
  RecordInfoCard as SharedRecordInfoCard,
} from "../../../../ui/records/profile-card";
import { useRefetchRecord } from "../../../../ui/records/record-queries";
import { formatBirthDate, formatPersonKinds, genderLabels } from "../../lib/person-labels";
import { unionLabel } from "../../lib/union-choices";
import { ProfileForm } from "./profile-form";
import { useRecordPage } from "../../../../ui/records/record-page";
import { personKind } from "../../api/person-kind";

const listOf = (values: readonly string[]) =>
  values.length > 0 ? values.map(formatCatalogueName).join(", ") : "—";

/**
 * The person's profile: read by anyone who may see them; "Edit profile" takes the edit lock and
 * turns the card into its form, and saving or cancelling gives the lock back.
 */
export function ProfileCard() {
  const { record: person, canEdit } = useRecordPage(personKind);
  const refetch = useRefetchRecord(personKind, person.id);
  const reload = () => refetch().catch(() => undefined);
  return (
    <RecordProfileCard
      editName="person-profile"
      title="Profile"
      noun="person"
      canEdit={canEdit}
      renderForm={(done) => <ProfileForm person={person} onDone={done} onReload={reload} />}
    >
      <ProfileDetails person={person} />
    </RecordProfileCard>
  );
}

function ProfileDetails({ person }: { person: PersonRecord }) {
  const { firstName, middleName, lastName } = person.personName;
  return (
    <RecordDetails>
      <RecordDetail label="Name" wide>
        {[firstName, middleName, lastName].filter(Boolean).join(" ")}
      </RecordDetail>
      <RecordDetail label="Person kinds">{formatPersonKinds(person.kinds)}</RecordDetail>
      <RecordDetail label="Status">{recordStatusLabels[person.status].label}</RecordDetail>
      <RecordDetail label="Gender">{person.gender ? genderLabels[person.gender] : "—"}</RecordDetail>
      <RecordDetail label="Date of birth">
        {formatBirthDate(person.dateOfBirth)}
        {person.isMinor ? " (under 18)" : ""}
      </RecordDetail>
      <RecordDetail label="E-mail">{person.email || "—"}</RecordDetail>
      <RecordDetail label="Phone">{person.phone || "—"}</RecordDetail>
      <RecordDetail label="Unions">
        {person.unions.length > 0 ? person.unions.map(unionLabel).join(", ") : "—"}
      </RecordDetail>
      <RecordDetail label="Ethnicities">{listOf(person.ethnicities)}</RecordDetail>
      <RecordDetail label="Multiple birth">
        {person.multiples
          ? `${formatCatalogueName(person.multiples.kind)}, ${formatCatalogueName(person.multiples.zygosity).toLowerCase()}`
          : "—"}
      </RecordDetail>
      <RecordDetail label="Skill groups">{listOf(person.skillGroups)}</RecordDetail>
      <RecordDetail label="Allergies">{listOf(person.allergies)}</RecordDetail>
      <RecordDetail label="Talent roles">{listOf(person.talentRoles)}</RecordDetail>
      <RecordDetail label="Notes" wide>
        <span className="whitespace-pre-wrap">{person.notes || "—"}</span>
      </RecordDetail>
    </RecordDetails>
  );
}

/** When the record was made and last changed, and by whom. */
export function RecordInfoCard() {
  const { record: person } = useRecordPage(personKind);
  return (
    <SharedRecordInfoCard titleId="person-record-title" record={person}>
      <RecordDetail label="Record id">
        <span className="font-mono">{person.recordId}</span>
      </RecordDetail>
    </SharedRecordInfoCard>
  );
}
