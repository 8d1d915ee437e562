import { AppError, type CastEmailDetailsQuerySchema, type CastEmailDetailsSchema } from "@rightsdesk/domain";
import type { z } from "zod";
import type { Db } from "../../db/database.js";
import { invalidField } from "../../errors/app-errors.js";
import { RecordItemRepository } from "../../records/record-item-repository.js";
import { CompletionReportInputsRepository } from "./completion-report-inputs-repository.js";
import { completionReportCode } from "./completion-report-record.js";
import { findCompletionReportOrFail } from "./completion-report-rules.js";

type Query = z.output<typeof CastEmailDetailsQuerySchema>;
type Out = z.input<typeof CastEmailDetailsSchema>;

const textOf = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/**
 * Who a message about a report's performer goes to: the performer, and their agent — the agent
 * named by `talentAgentId`, else the performer's primary representative (their agent record or the
 * representation's own e-mail). The performer must be on the report's cast.
 */
export class CastEmailService {
  constructor(private readonly db: Db) {}

  async details(query: Query): Promise<Out> {
    const report = await findCompletionReportOrFail(this.db, query.completionReportId);
    const cast = await new RecordItemRepository(this.db).list("completion_report", report.id, "Cast");
    if (!cast.some((item) => item.data["personId"] === query.personId)) {
      throw invalidField("personId", `Person ${query.personId} is not on the cast of this report.`);
    }
    const inputs = new CompletionReportInputsRepository(this.db);
    const [performer] = await inputs.people([query.personId]);
    if (!performer) throw AppError.notFound(`There is no person with id ${query.personId}.`);
    const agent = await this.agentOf(inputs, query);
    const contract = query.contractId === undefined ? undefined : await inputs.contract(query.contractId);
    if (query.contractId !== undefined && !contract) {
      throw invalidField("contractId", `There is no contract with id ${query.contractId}.`);
    }
    const code = completionReportCode(report.id);
    return {
      report: { id: report.id, code, name: report.name, assetTitle: report.assetTitle, adId: report.adId },
      performer: { id: performer.id, name: performer.fullName, email: performer.email },
      agent,
      contract: contract
        ? { id: contract.id, contractNumber: contract.contractNumber, title: contract.title }
        : null,
      subject: `Completion report ${code}: ${report.assetTitle} (${report.adId}) — ${performer.fullName}`,
    };
  }

  private async agentOf(inputs: CompletionReportInputsRepository, query: Query): Promise<Out["agent"]> {
    if (query.talentAgentId !== undefined) {
      const [agent] = await inputs.people([query.talentAgentId]);
      if (!agent) throw invalidField("talentAgentId", `There is no person with id ${query.talentAgentId}.`);
      return { id: agent.id, name: agent.fullName, email: agent.email };
    }
    const representation = await inputs.personItems([query.personId], "AgentContact");
    const chosen = representation.find((item) => item.data["isPrimary"] === true) ?? representation[0];
    if (!chosen) return null;
    const agentId = chosen.data["agentPersonId"];
    const [agent] = typeof agentId === "number" ? await inputs.people([agentId]) : [];
    return {
      id: agent?.id ?? null,
      name: agent?.fullName ?? "Representative",
      email: textOf(chosen.data["email"]) ?? agent?.email ?? null,
    };
  }
}
