import { genders, personListFields, recordStatuses, type PersonSummary } from "@rightsdesk/domain";
import { formatDisplayDate, isIsoDate } from "@rightsdesk/domain";
import { Link } from "react-router-dom";
import { offerBackState } from "../../../../app/navigation-state";
import { paths } from "../../../../app/paths";
import { Badge } from "../../../../ui/badge";
import { cx } from "../../../../ui/cx";
import { listFieldOf, type DataColumn } from "../../../../ui/data-table";
import { focusRing } from "../../../../ui/focus-ring";
import { formatCatalogueName, recordStatusLabels } from "../../../../ui/records/record-labels";
import { RecordStatusBadge } from "../../../../ui/records/record-status-badge";
import { formatBirthDate, genderLabels } from "../../lib/person-labels";

const dateTimeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** The calendar day (UTC) of an instant, MM/DD/YYYY, as the list's date filters compare it. */
function DayCell({ instant }: { instant: string | null }) {
  const day = instant?.slice(0, 10);
  if (!instant || !day || !isIsoDate(day)) return <span className="text-slate-400">—</span>;
  return (
    <time dateTime={instant} title={dateTimeFormat.format(new Date(instant))}>
      {formatDisplayDate(day)}
    </time>
  );
}

const empty = <span className="text-slate-400">—</span>;

function formatStatus(value: string): string {
  const status = recordStatuses.find((candidate) => candidate === value);
  return status ? recordStatusLabels[status].label : value;
}

function formatGender(value: string): string {
  const gender = genders.find((candidate) => candidate === value);
  return gender ? genderLabels[gender] : value;
}

/** "CREW, TALENT" as the list answers it → "Crew, Talent". */
const formatEmploymentType = (value: string) => value.split(/,\s*/).map(formatCatalogueName).join(", ");

const columnsBefore: DataColumn<PersonSummary>[] = [
  {
    id: "fullName",
    header: "Name",
    ...listFieldOf(personListFields, "fullName"),
    wide: true,
    value: (person) => person.fullName,
    cell: (person) => (
      <span className="inline-flex flex-wrap items-center gap-2">
        <Link
          to={paths.app.person.getHref(person.id)}
          state={offerBackState}
          className={cx("rounded font-medium text-indigo-700 hover:underline", focusRing)}
        >
          {person.fullName}
        </Link>
        {person.isMinor && <Badge tone="amber">Minor</Badge>}
      </span>
    ),
  },
  {
    id: "recordId",
    header: "Record id",
    ...listFieldOf(personListFields, "id"),
    value: (person) => person.recordId,
    cell: (person) => <span className="font-mono text-xs text-slate-600">{person.recordId}</span>,
  },
  {
    id: "employmentType",
    header: "Employment type",
    ...listFieldOf(personListFields, "employmentType"),
    value: (person) => person.employmentType,
    cell: (person) => (person.employmentType ? formatEmploymentType(person.employmentType) : empty),
  },
  {
    id: "gender",
    header: "Gender",
    ...listFieldOf(personListFields, "gender"),
    valueLabel: formatGender,
    value: (person) => person.gender,
    cell: (person) => (person.gender ? genderLabels[person.gender] : empty),
  },
  {
    id: "dateOfBirth",
    header: "Date of birth",
    ...listFieldOf(personListFields, "dateOfBirth"),
    defaultVisible: false,
    value: (person) => person.dateOfBirth,
    cell: (person) => formatBirthDate(person.dateOfBirth),
  },
  {
    id: "email",
    header: "E-mail",
    ...listFieldOf(personListFields, "email"),
    value: (person) => person.email,
  },
  {
    id: "phone",
    header: "Phone",
    ...listFieldOf(personListFields, "phone"),
    value: (person) => person.phone,
    cell: (person) => (person.phone ? <span className="whitespace-nowrap">{person.phone}</span> : empty),
  },
  {
    id: "city",
    header: "City",
    ...listFieldOf(personListFields, "city"),
    value: (person) => person.city,
  },
  {
    id: "unions",
    header: "Unions",
    ...listFieldOf(personListFields, "unions"),
    defaultVisible: false,
    value: (person) => person.unions,
  },
  {
    id: "status",
    header: "Status",
    ...listFieldOf(personListFields, "status"),
    valueLabel: formatStatus,
    value: (person) => person.status,
    cell: (person) => <RecordStatusBadge status={person.status} />,
  },
];

const updatedColumn: DataColumn<PersonSummary> = {
  id: "updated",
  header: "Updated",
  ...listFieldOf(personListFields, "updatedOn"),
  defaultVisible: false,
  value: (person) => person.updatedOn,
  cell: (person) => <DayCell instant={person.updatedOn} />,
};

const createdColumn: DataColumn<PersonSummary> = {
  id: "created",
  header: "Created",
  ...listFieldOf(personListFields, "createdOn"),
  defaultVisible: false,
  value: (person) => person.createdOn,
  cell: (person) => <DayCell instant={person.createdOn} />,
};

/** The active list's columns (`/people/all`); birth date, unions, updated and created start hidden. */
export const activePersonColumns: readonly DataColumn<PersonSummary>[] = [
  ...columnsBefore,
  updatedColumn,
  createdColumn,
];

/** The archive's columns (`/people/archive`): also when each person was archived. */
export const archivedPersonColumns: readonly DataColumn<PersonSummary>[] = [
  ...columnsBefore,
  {
    id: "archived",
    header: "Archived",
    ...listFieldOf(personListFields, "archivedOn"),
    value: (person) => person.archivedOn,
    cell: (person) => <DayCell instant={person.archivedOn} />,
  },
  updatedColumn,
  createdColumn,
];
