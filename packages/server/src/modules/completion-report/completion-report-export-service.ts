import {
  codeLabel,
  findCompletionReportSection,
  sectionOptionLabel,
  type CompletionReportExportPart,
  type CompletionReportExportQuerySchema,
} from "@rightsdesk/domain";
import type { z } from "zod";
import type { Db } from "../../db/database.js";
import type { FileReply } from "../../http/handler.js";
import type { FieldEncryption } from "../../records/field-encryption.js";
import { RecordItemService, type ItemView } from "../../records/record-items.js";
import {
  completionReportExportFile,
  scaleLabel,
  shownDay,
  type ExportTable,
} from "./completion-report-export.js";
import { completionReportCode } from "./completion-report-record.js";
import type { CompletionReportRow } from "./completion-report-repository.js";
import { findCompletionReportOrFail } from "./completion-report-rules.js";
import { CompletionReportInputsRepository } from "./completion-report-inputs-repository.js";

type Query = z.output<typeof CompletionReportExportQuerySchema>;

const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));
const code = (value: unknown) => (typeof value === "string" && value !== "" ? codeLabel(value) : "");

function sectionOf(key: string) {
  const section = findCompletionReportSection(key);
  if (!section) throw new Error(`A completion report has no ${key} section.`);
  return section;
}

/** A chosen option as the report's screens show it ("SA" → "SAG-AFTRA", "VO" → "Voice over"). */
function option(sectionKey: string, fieldName: string, value: unknown): string {
  const field = sectionOf(sectionKey).fields.find((candidate) => candidate.name === fieldName);
  if (!field) throw new Error(`The ${sectionKey} section has no ${fieldName} field.`);
  return typeof value === "string" && value !== "" ? sectionOptionLabel(field, value) : "";
}

/** The report's parts as tables, then as the file the caller asked for. */
export class CompletionReportExportService {
  constructor(
    private readonly db: Db,
    private readonly encryption: FieldEncryption,
  ) {}

  async export(id: number, query: Query): Promise<FileReply> {
    const report = await findCompletionReportOrFail(this.db, id);
    const tables: ExportTable[] = [];
    for (const part of query.include) tables.push(await this.table(report, part));
    const title = `Completion report ${completionReportCode(report.id)}: ${report.name}`;
    return completionReportExportFile(completionReportCode(report.id), title, tables, query.format);
  }

  private async items(report: CompletionReportRow, key: string): Promise<ItemView[]> {
    return new RecordItemService(this.db, this.encryption).list(
      { type: "completion_report", id: report.id },
      sectionOf(key),
      false,
    );
  }

  private async table(report: CompletionReportRow, part: CompletionReportExportPart): Promise<ExportTable> {
    switch (part) {
      case "profile":
        return {
          part,
          title: "Profile",
          headers: [
            "Report",
            "Name",
            "Spot",
            "Ad-ID",
            "Edit version",
            "Production date",
            "Status",
            "Submitted",
          ],
          rows: [
            [
              completionReportCode(report.id),
              report.name,
              report.assetTitle,
              report.adId,
              report.editVersionLabel ?? "",
              shownDay(report.productionDate),
              codeLabel(report.status),
              report.submittedAt ? shownDay(report.submittedAt.toISOString().slice(0, 10)) : "",
            ],
          ],
        };
      case "cast":
        return {
          part,
          title: "Cast",
          headers: ["Performer", "Union", "Category", "Camera", "Role", "Scale", "Edited out"],
          rows: (await this.items(report, "Cast")).map(({ data, labels }) => [
            labels["personId"] ?? text(data["personId"]),
            option("Cast", "unionCode", data["unionCode"]),
            option("Cast", "performerCategory", data["performerCategory"]),
            option("Cast", "performanceType", data["performanceType"]),
            text(data["role"]),
            scaleLabel(typeof data["scaleCents"] === "number" ? data["scaleCents"] : null),
            data["editedOut"] === true ? "Yes" : "No",
          ]),
        };
      case "crew":
        return {
          part,
          title: "Crew",
          headers: ["Crew member", "Position", "Department"],
          rows: (await this.items(report, "Crew")).map(({ data, labels }) => [
            labels["personId"] ?? text(data["personId"]),
            text(data["position"]),
            text(data["department"]),
          ]),
        };
      case "locations":
        return {
          part,
          title: "Locations",
          headers: ["Shoot type", "Location", "City", "Country", "First day", "Last day"],
          rows: (await this.items(report, "Location")).map(({ data }) => [
            option("Location", "shootType", data["shootType"]),
            text(data["name"]),
            text(data["city"]),
            text(data["country"]),
            shownDay(typeof data["startDate"] === "string" ? data["startDate"] : null),
            shownDay(typeof data["endDate"] === "string" ? data["endDate"] : null),
          ]),
        };
      case "elements": {
        const items = await this.items(report, "Element");
        const elements = await new CompletionReportInputsRepository(this.db).elements(
          items.map((item) => Number(item.data["elementId"])),
        );
        return {
          part,
          title: "Elements",
          headers: ["Element", "Type", "Music terms"],
          rows: items.map(({ data }) => {
            const element = elements.find((candidate) => candidate.id === data["elementId"]);
            return [
              element?.title ?? text(data["elementId"]),
              code(element?.elementType),
              text(data["terms"]),
            ];
          }),
        };
      }
      case "participants":
        return {
          part,
          title: "Participants",
          headers: ["Company", "Participation", "Contact"],
          rows: (await this.items(report, "Participant")).map(({ data, labels }) => [
            labels["companyId"] ?? text(data["companyId"]),
            option("Participant", "role", data["role"]),
            labels["contactId"] ?? "",
          ]),
        };
    }
  }
}
