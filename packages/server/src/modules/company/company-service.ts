import {
  findCompanySection,
  companyHasSection,
  parseRecordId,
  recordIdPrefixes,
  type CompanyCreateRequestSchema,
  type CompanyListResultSchema,
  type CompanyLookupItemSchema,
  type CompanyLookupRequestSchema,
  type CompanyMainType,
  type CompanyRecordSchema,
  type CompanyUpdateRequestSchema,
  type DoneResponse,
  type PayrollClientSchema,
} from "@rightsdesk/domain";
import type { z } from "zod";
import { diffFields } from "../../audit/audit-log.js";
import { writeRecordAudit } from "../../records/record-audit-log.js";
import type { Db } from "../../db/database.js";
import type { FieldEncryption } from "../../records/field-encryption.js";
import { type RecordContext } from "../../records/record-context.js";
import { invalidItem, RecordItemService } from "../../records/record-items.js";
import { describeReferencingItem, findReferencingItems } from "../../records/record-references.js";
import { dependencyError, invalidField, staleVersion } from "../../errors/app-errors.js";
import { isUniqueViolation } from "../../db/database-errors.js";
import { ArchivableRecordService } from "../../records/record-archive.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { checkInitialItems } from "../../records/record-initial-items.js";
import { newCompanySections } from "./company-initial-items.js";
import {
  companyAuditFields,
  companyValuesFrom,
  companyValuesOf,
  describeCompany,
  toCompanyRecord,
  toCompanySummary,
} from "./company-record.js";
import { CompanyLookupRepository } from "./company-lookup-repository.js";
import { CompanyRepository, type CompanyRow, type CompanyValues } from "./company-repository.js";
import {
  archivableCompanies,
  checkParent,
  companyForChange,
  findCompanyOrFail,
  takenName,
} from "./company-rules.js";

type Out<T extends z.ZodType> = z.input<T>;
type CompanyRecordOut = Out<typeof CompanyRecordSchema>;

/** Companies: the lists, the profile's life cycle (create, update, archive, restore, delete) and lookups. */
export class CompanyService extends ArchivableRecordService<CompanyRow, CompanyRecordOut> {
  protected readonly kind = archivableCompanies;

  constructor(
    protected readonly db: Db,
    private readonly encryption: FieldEncryption,
  ) {
    super();
  }

  async list(query: unknown, archived: boolean): Promise<Out<typeof CompanyListResultSchema>> {
    const page = await new CompanyRepository(this.db).list(query, archived);
    return { totalRecords: page.totalRecords, records: page.records.map(toCompanySummary) };
  }

  async get(id: number): Promise<CompanyRecordOut> {
    return toCompanyRecord(await findCompanyOrFail(this.db, id));
  }

  async lookup(
    request: z.output<typeof CompanyLookupRequestSchema>,
  ): Promise<Out<typeof CompanyLookupItemSchema>[]> {
    const search = request.search.trim();
    const recordId = parseRecordId(search.toUpperCase());
    const exactId =
      recordId?.prefix === recordIdPrefixes.company
        ? recordId.n
        : /^\d{1,9}$/.test(search)
          ? Number(search)
          : undefined;
    const rows = await new CompanyLookupRepository(this.db).lookup(
      search,
      request.mainTypes,
      request.limit,
      exactId,
    );
    return rows.map((row) => ({ ...row, mainType: row.mainType as CompanyMainType }));
  }

  async create(
    request: z.output<typeof CompanyCreateRequestSchema>,
    context: RecordContext,
  ): Promise<CompanyRecordOut> {
    const values = companyValuesFrom(request);
    try {
      const id = await runInTransaction(this.db, async (tx) => {
        const companies = new CompanyRepository(tx);
        const items = new RecordItemService(tx, this.encryption);
        const parentErrors = await checkParent(tx, values.parentCompanyId, undefined);
        const checked = await checkInitialItems(
          items,
          newCompanySections(values.mainType),
          request.items,
          "items",
        );
        if (parentErrors.length > 0 || checked.errors.length > 0) {
          throw invalidItem([...parentErrors, ...checked.errors]);
        }
        if (await companies.findNameHolder(values.legalName, values.mainType)) {
          throw takenName(values.legalName, values.mainType);
        }
        const { userId } = context.caller;
        const id = await companies.insert(values, userId, context.now);
        await writeRecordAudit(
          tx,
          context,
          "company",
          id,
          "create",
          diffFields({}, companyAuditFields(values)),
        );
        const owner = { type: "company", id };
        for (const item of checked.items) await items.insertChecked(owner, item.section, item.plain, context);
        if (checked.items.length > 0) await companies.touch(id, userId, context.now);
        return id;
      });
      return await this.get(id);
    } catch (error) {
      if (isUniqueViolation(error)) throw takenName(values.legalName, values.mainType);
      throw error;
    }
  }

  async update(
    id: number,
    request: z.output<typeof CompanyUpdateRequestSchema>,
    context: RecordContext,
  ): Promise<CompanyRecordOut> {
    const values = companyValuesFrom(request);
    try {
      await runInTransaction(this.db, async (tx) => {
        const companies = new CompanyRepository(tx);
        const before = await companyForChange(tx, id, context);
        if (request.version !== before.version) throw staleVersion("company");
        const parentErrors = await checkParent(tx, values.parentCompanyId, id);
        if (parentErrors.length > 0) throw invalidItem(parentErrors);
        if (values.mainType !== before.mainType) await checkTypeChange(companies, id, values.mainType);
        if (await companies.findNameHolder(values.legalName, values.mainType, id)) {
          throw takenName(values.legalName, values.mainType);
        }
        if (!(await companies.update(id, request.version, values, context.caller.userId, context.now))) {
          throw staleVersion("company");
        }
        await writeRecordAudit(
          tx,
          context,
          "company",
          id,
          "update",
          diffFields(companyAuditFields(companyValuesOf(before)), companyAuditFields(values)),
        );
      });
      return await this.get(id);
    } catch (error) {
      if (isUniqueViolation(error)) throw takenName(values.legalName, values.mainType);
      throw error;
    }
  }

  /** Deletes an archived company nothing points at, with its items, locks and document rows. */
  delete(id: number, context: RecordContext): Promise<DoneResponse> {
    return runInTransaction(this.db, async (tx) => {
      const companies = new CompanyRepository(tx);
      const company = await this.archivedForDelete(tx, id, context);
      const dependants = [
        ...(await companies.children(id)).map((name) => `${name} (its parent company)`),
        ...(await findReferencingItems(tx, "company", id)).map((item) =>
          item.ownerType === "company"
            ? `${item.ownerName} (${item.sectionLabel})`
            : describeReferencingItem(item),
        ),
      ];
      if (dependants.length > 0) {
        throw dependencyError(
          `${describeCompany(company)} cannot be deleted: other records point at it: ${dependants.join(", ")}. Change them first.`,
          "dependants",
          dependants,
        );
      }
      await companies.delete(id);
      await writeRecordAudit(
        tx,
        context,
        "company",
        id,
        "delete",
        diffFields(companyAuditFields(companyValuesOf(company)), {}),
      );
      return { done: true as const };
    });
  }

  async payrollClients(id: number): Promise<Out<typeof PayrollClientSchema>[]> {
    await findCompanyOrFail(this.db, id);
    const rows = await new CompanyLookupRepository(this.db).payrollClients(id);
    return rows.map((row) => ({
      ...row,
      mainType: row.mainType as CompanyMainType,
      effectiveOn: row.effectiveOn && row.effectiveOn !== "0001-01-01" ? row.effectiveOn : null,
    }));
  }
}

/** A new main type must show every section the company has items in. */
async function checkTypeChange(
  companies: CompanyRepository,
  id: number,
  mainType: CompanyValues["mainType"],
) {
  const hidden = (await companies.sectionsWithItems(id)).flatMap((key) => {
    const section = findCompanySection(key);
    return section && !companyHasSection(mainType as CompanyMainType, section)
      ? [section.label.toLowerCase()]
      : [];
  });
  if (hidden.length > 0) {
    throw invalidField(
      "companyType.mainType",
      `A ${mainType} company does not show ${hidden.join(", ")}; remove those items before changing the main type.`,
    );
  }
}
