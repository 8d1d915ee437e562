import {
  normalizeMediaName,
  type CompletionReportSnapshot,
  type ReconcileInput,
  type RequestedMedia,
  type SnapshotCastMember,
} from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { RecordItemRepository, type StoredItem } from "../../records/record-item-repository.js";
import { LicenceRepository } from "../element/licence-repository.js";
import { CompletionReportInputsRepository } from "./completion-report-inputs-repository.js";
import type { CompletionReportRow } from "./completion-report-repository.js";

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const num = (value: unknown): number | null => (typeof value === "number" ? value : null);

/** A report's sections and what they name, read once for the reconciliation, a submit or a revision. */
export interface CompletionReportState {
  readonly report: CompletionReportRow;
  /** The spot the report writes onto: its edit version when it names one. */
  readonly targetAssetId: number;
  readonly items: Readonly<Record<"Cast" | "Crew" | "Location" | "Element" | "Participant", StoredItem[]>>;
  readonly cast: readonly SnapshotCastMember[];
  readonly people: ReadonlyMap<number, { fullName: string; archivedAt: Date | null }>;
  readonly elements: readonly { id: number; title: string; elementType: string; archivedAt: Date | null }[];
  readonly snapshot: CompletionReportSnapshot;
  readonly reconcile: ReconcileInput;
}

/** "NETWORK TV" with subtypes A, B → one medium per subtype; none → the whole type. */
function requestedMediaOf(
  rows: readonly { mediaType: string | null; mediaSubTypes: string[] }[],
): RequestedMedia[] {
  const seen = new Map<string, RequestedMedia>();
  for (const row of rows) {
    if (row.mediaType === null) continue;
    const wanted =
      row.mediaSubTypes.length === 0
        ? [{ type: row.mediaType }]
        : row.mediaSubTypes.map((subtype) => ({ type: row.mediaType ?? "", subtype }));
    for (const media of wanted) {
      seen.set(`${normalizeMediaName(media.type)}/${"subtype" in media ? media.subtype : ""}`, media);
    }
  }
  return [...seen.values()];
}

export async function loadCompletionReportState(
  db: Db,
  report: CompletionReportRow,
): Promise<CompletionReportState> {
  const itemRepository = new RecordItemRepository(db);
  const inputs = new CompletionReportInputsRepository(db);
  const sectionItems = async (section: string) =>
    itemRepository.list("completion_report", report.id, section);
  const items = {
    Cast: await sectionItems("Cast"),
    Crew: await sectionItems("Crew"),
    Location: await sectionItems("Location"),
    Element: await sectionItems("Element"),
    Participant: await sectionItems("Participant"),
  };
  const personIds = [...items.Cast, ...items.Crew].map((item) => Number(item.data["personId"]));
  const peopleRows = await inputs.people(personIds);
  const people = new Map(peopleRows.map((row) => [row.id, row]));
  const nameOf = (id: number) => people.get(id)?.fullName ?? `Person ${id}`;
  const cast: SnapshotCastMember[] = items.Cast.map((item) => {
    const personId = Number(item.data["personId"]);
    return {
      personId,
      name: nameOf(personId),
      unionCode: text(item.data["unionCode"]) ?? "NU",
      performerCategory: text(item.data["performerCategory"]),
      performanceType: text(item.data["performanceType"]),
      role: text(item.data["role"]),
      scaleCents: num(item.data["scaleCents"]),
      editedOut: item.data["editedOut"] === true,
      contractId: num(item.data["contractId"]),
    };
  });
  const elementIds = items.Element.map((item) => Number(item.data["elementId"]));
  const elements = await inputs.elements(elementIds);
  const licences = await new LicenceRepository(db).listOf(elementIds);
  const spots = [report.assetId, ...(report.editVersionId === null ? [] : [report.editVersionId])];
  const contracts = await inputs.talentContractsOf(spots);
  const media = requestedMediaOf(await inputs.useRightMediaOf(spots));
  const permits = await inputs.personItems(
    cast.map((member) => member.personId),
    "WorkPermit",
  );
  const snapshot: CompletionReportSnapshot = {
    name: report.name,
    productionDate: report.productionDate,
    assetId: report.assetId,
    editVersionId: report.editVersionId,
    cast,
    crew: items.Crew.map((item) => {
      const personId = Number(item.data["personId"]);
      return { personId, name: nameOf(personId), position: text(item.data["position"]) ?? "" };
    }),
    elementIds,
  };
  const reconcile: ReconcileInput = {
    productionDate: report.productionDate as ReconcileInput["productionDate"],
    media,
    cast: cast.map((member) => ({
      ...member,
      unionCode: member.unionCode as ReconcileInput["cast"][number]["unionCode"],
      dateOfBirth: people.get(member.personId)?.dateOfBirth ?? null,
      workPermits: permits
        .filter((permit) => permit.personId === member.personId)
        .map((permit) => ({
          permitNumber: text(permit.data["permitNumber"]) ?? "",
          issuedOn: text(permit.data["issuedOn"]),
          expiresOn: text(permit.data["expiresOn"]) ?? "0001-01-01",
        })),
    })),
    contracts,
    elements: elements.map((element) => ({
      id: element.id,
      title: element.title,
      isMusic: element.elementType === "MUSIC",
      licences: licences
        .filter((licence) => licence.elementId === element.id)
        .map((licence) => ({ media: licence.media })),
    })),
  };
  return {
    report,
    targetAssetId: report.editVersionId ?? report.assetId,
    items,
    cast,
    people,
    elements,
    snapshot,
    reconcile,
  };
}
