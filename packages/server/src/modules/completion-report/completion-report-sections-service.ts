import { findCompletionReportSection, type CompletionReportSectionKey } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { invalidField } from "../../errors/app-errors.js";
import { OwnerSectionsService, type OwnerSections } from "../../records/owner-sections.js";
import { RecordItemRepository } from "../../records/record-item-repository.js";
import { CompletionReportInputsRepository } from "./completion-report-inputs-repository.js";
import { CompletionReportRepository } from "./completion-report-repository.js";
import { completionReportForEdit, findCompletionReportOrFail } from "./completion-report-rules.js";

/**
 * What the section fields cannot check one item at a time (that an element or a contract exists
 * is checked with the item): an element is listed once, a performer once, and a cast member's
 * contract is that performer's.
 */
async function checkReferences(tx: Db, reportId: number, section: string): Promise<void> {
  const items = await new RecordItemRepository(tx).list("completion_report", reportId, section);
  if (section === "Element") {
    const ids = items.map((item) => Number(item.data["elementId"]));
    if (new Set(ids).size !== ids.length) throw invalidField("elementId", "Each element can be listed once.");
  }
  if (section === "Cast") {
    const people = items.map((item) => Number(item.data["personId"]));
    if (new Set(people).size !== people.length) {
      throw invalidField("personId", "Each cast member can be listed once.");
    }
    const inputs = new CompletionReportInputsRepository(tx);
    for (const item of items) {
      const contractId = item.data["contractId"];
      if (typeof contractId !== "number") continue;
      const contract = await inputs.contract(contractId);
      if (contract && contract.talentId !== item.data["personId"]) {
        throw invalidField("contractId", `Contract ${contract.contractNumber} is not this performer's.`);
      }
    }
  }
}

/**
 * Report items sit behind the report's rules: it exists, is active, is not submitted (revise it
 * first) and is not being edited by someone else.
 */
const completionReportSections: OwnerSections = {
  ownerType: "completion_report",
  findSection: findCompletionReportSection,
  findOwnerOrFail: findCompletionReportOrFail,
  ownerForChange: completionReportForEdit,
  afterChange: async (tx, reportId, section, context) => {
    await checkReferences(tx, reportId, section.key);
    await new CompletionReportRepository(tx).touch(reportId, context.caller.userId, context.now);
  },
};

/**
 * The sections of a completion report (locations, internal notes, cast, crew, participants,
 * elements): the shared record items (owner type "completion_report"), audited under the report.
 */
export class CompletionReportSectionsService extends OwnerSectionsService<CompletionReportSectionKey> {
  protected readonly owner = completionReportSections;
}
