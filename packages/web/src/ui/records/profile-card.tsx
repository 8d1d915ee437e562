import { useState, type ReactNode } from "react";
import { Button } from "../button";
import { Card, CardHeader } from "../card";
import { formatLogTime } from "./log-changes";
import { useLockedEdit } from "./record-lock";

/** One labelled value of a record's details (`<dl>`); `wide` spans both columns. */
export function RecordDetail({
  label,
  children,
  wide,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** A record's details in two columns, inside a `ProfileCard`. */
export function RecordDetails({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-4 px-5 py-5 sm:grid-cols-2 sm:px-6">{children}</dl>;
}

export interface ProfileCardProps {
  /** Names the edit to the record lock, and (with "-title") the card's heading id: "asset-profile". */
  editName: string;
  title: string;
  /** "asset", in "Others see this asset as being edited by you…". */
  noun: string;
  /** The user may change the record now (write right, and not archived). */
  canEdit: boolean;
  editLabel?: string;
  /** Said to users who may only read. */
  readOnlyText?: string;
  /** The form, while editing; `done` closes it and gives the lock back. */
  renderForm: (done: () => void) => ReactNode;
  /** The details, while reading. */
  children: ReactNode;
}

/**
 * A record's profile card: read by anyone who may see the record; "Edit profile" takes the edit
 * lock and turns the card into the module's form, and saving or cancelling (`done`) gives the
 * lock back. A module passes its details as children and its form as `renderForm`.
 */
export function ProfileCard({
  editName,
  title,
  noun,
  canEdit,
  editLabel = "Edit profile",
  readOnlyText = "You can read this profile, not change it.",
  renderForm,
  children,
}: ProfileCardProps) {
  const { editing, begin, end, lock } = useLockedEdit(editName);
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
  const titleId = `${editName}-title`;
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader
        titleId={titleId}
        title={title}
        description={
          editing
            ? `Others see this ${noun} as being edited by you until you save or cancel.`
            : canEdit
              ? undefined
              : readOnlyText
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
              {editLabel}
            </Button>
          ) : undefined
        }
      />
      {editing ? renderForm(end) : children}
    </Card>
  );
}

/** Who made a record and when, who changed and archived it last. */
export interface RecordStamps {
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  updatedBy: string | null;
  archivedAt: string | null;
  archivedBy: string | null;
}

const by = (who: string | null) => (who ? ` by ${who}` : "");

/** When the record was made and last changed, and by whom, after what the kind lists first (its id). */
export function RecordInfoCard({
  titleId,
  record,
  children,
}: {
  /** The heading's id, which labels the card: "company-record-title". */
  titleId: string;
  record: RecordStamps;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title="Record" />
      <dl className="space-y-4 px-5 py-5 sm:px-6">
        {children}
        <RecordDetail label="Created">
          {formatLogTime(record.createdAt)}
          {by(record.createdBy)}
        </RecordDetail>
        <RecordDetail label="Last changed">
          {formatLogTime(record.updatedAt)}
          {by(record.updatedBy)}
        </RecordDetail>
        {record.archivedAt && (
          <RecordDetail label="Archived">
            {formatLogTime(record.archivedAt)}
            {by(record.archivedBy)}
          </RecordDetail>
        )}
      </dl>
    </Card>
  );
}

/** A profile tab: the profile card beside what is said about the record (`aside`), then the rest. */
export function ProfileTabLayout({
  profile,
  aside,
  children,
}: {
  profile: ReactNode;
  aside: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">{profile}</div>
        <div className="min-w-0 space-y-6">{aside}</div>
      </div>
      {children}
    </div>
  );
}
