import type { PersonRecord } from "@rightsdesk/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Button } from "../../../../ui/button";
import { Card, CardHeader } from "../../../../ui/card";
import { formatLogTime } from "../../../../ui/records/log-changes";
import { formatCatalogueName, recordStatusLabels } from "../../../../ui/records/record-labels";
import { useLockedEdit } from "../../../../ui/records/record-lock";
import { personQueryOptions } from "../../api/get-person";
import { formatBirthDate, formatPersonKinds, genderLabels } from "../../lib/person-labels";
import { ProfileForm } from "./profile-form";
import { usePersonPage } from "./person-page";

function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

const listOf = (values: readonly string[]) =>
  values.length > 0 ? values.map(formatCatalogueName).join(", ") : "—";

/**
 * The person's profile: read by anyone who may see them; "Edit profile" takes the edit lock and
 * turns the card into its form, and saving or cancelling gives the lock back.
 */
export function ProfileCard() {
  const { person, canEdit } = usePersonPage();
  const queryClient = useQueryClient();
  const { editing, begin, end, lock } = useLockedEdit("person-profile");
  const [opening, setOpening] = useState(false);

  const startEditing = async () => {
    setOpening(true);
    try {
      await begin();
    } catch {
      lock.check();
    } finally {
      setOpening(false);
    }
  };
  const reload = () =>
    queryClient.fetchQuery({ ...personQueryOptions(person.id), staleTime: 0 }).catch(() => undefined);

  return (
    <Card aria-labelledby="person-profile-title">
      <CardHeader
        titleId="person-profile-title"
        title="Profile"
        description={
          editing
            ? "Others see this person as being edited by you until you save or cancel."
            : canEdit
              ? undefined
              : "You can read this profile, not change it."
        }
        action={
          canEdit && !editing ? (
            <Button
              variant="secondary"
              disabled={lock.isLockedByOther}
              busy={opening}
              busyLabel="Opening…"
              onClick={() => void startEditing()}
            >
              Edit profile
            </Button>
          ) : undefined
        }
      />
      {editing ? (
        <ProfileForm person={person} onDone={end} onReload={reload} />
      ) : (
        <ProfileDetails person={person} />
      )}
    </Card>
  );
}

function ProfileDetails({ person }: { person: PersonRecord }) {
  const { firstName, middleName, lastName } = person.personName;
  return (
    <dl className="grid gap-x-6 gap-y-4 px-5 py-5 sm:grid-cols-2 sm:px-6">
      <Detail label="Name" wide>
        {[firstName, middleName, lastName].filter(Boolean).join(" ")}
      </Detail>
      <Detail label="Person kinds">{formatPersonKinds(person.kinds)}</Detail>
      <Detail label="Status">{recordStatusLabels[person.status].label}</Detail>
      <Detail label="Gender">{person.gender ? genderLabels[person.gender] : "—"}</Detail>
      <Detail label="Date of birth">
        {formatBirthDate(person.dateOfBirth)}
        {person.isMinor ? " (under 18)" : ""}
      </Detail>
      <Detail label="E-mail">{person.email || "—"}</Detail>
      <Detail label="Phone">{person.phone || "—"}</Detail>
      <Detail label="Unions">{person.unions.length > 0 ? person.unions.join(", ") : "—"}</Detail>
      <Detail label="Ethnicities">{listOf(person.ethnicities)}</Detail>
      <Detail label="Multiple birth">
        {person.multiples
          ? `${formatCatalogueName(person.multiples.kind)}, ${formatCatalogueName(person.multiples.zygosity).toLowerCase()}`
          : "—"}
      </Detail>
      <Detail label="Skill groups">{listOf(person.skillGroups)}</Detail>
      <Detail label="Allergies">{listOf(person.allergies)}</Detail>
      <Detail label="Talent roles">{listOf(person.talentRoles)}</Detail>
      <Detail label="Notes" wide>
        <span className="whitespace-pre-wrap">{person.notes || "—"}</span>
      </Detail>
    </dl>
  );
}

/** When the record was made and last changed, and by whom. */
export function RecordInfoCard() {
  const { person } = usePersonPage();
  const by = (who: string | null) => (who ? ` by ${who}` : "");
  return (
    <Card aria-labelledby="person-record-title">
      <CardHeader titleId="person-record-title" title="Record" />
      <dl className="space-y-4 px-5 py-5 sm:px-6">
        <Detail label="Record id">
          <span className="font-mono">{person.recordId}</span>
        </Detail>
        <Detail label="Created">
          {formatLogTime(person.createdAt)}
          {by(person.createdBy)}
        </Detail>
        <Detail label="Last changed">
          {formatLogTime(person.updatedAt)}
          {by(person.updatedBy)}
        </Detail>
        {person.archivedAt && (
          <Detail label="Archived">
            {formatLogTime(person.archivedAt)}
            {by(person.archivedBy)}
          </Detail>
        )}
      </dl>
    </Card>
  );
}
