import {
  isEmptyDate,
  normalizeEmail,
  normalizePersonName,
  parseRecordId,
  recordIdPrefixes,
  type PersonCreateRequestSchema,
  type PersonDuplicate,
  type PersonDuplicateRequestSchema,
  type PersonKind,
  type PersonListResultSchema,
  type PersonLookupItemSchema,
  type PersonLookupRequestSchema,
  type PersonRecordSchema,
  type PersonStatusRequestSchema,
  type PersonUpdateRequestSchema,
} from "@rightsdesk/domain";
import type { z } from "zod";
import { diffFields } from "../../audit/audit-log.js";
import { writeRecordAudit } from "../../records/record-audit-log.js";
import type { Db } from "../../db/database.js";
import type { FieldEncryption } from "../../records/field-encryption.js";
import { type RecordContext } from "../../records/record-context.js";
import { invalidItem, RecordItemService } from "../../records/record-items.js";
import { staleVersion } from "../../errors/app-errors.js";
import { ArchivableRecordService } from "../../records/record-archive.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { duplicateRefusal, findPersonDuplicates, lockPersonCreation } from "./person-duplicates.js";
import { checkInitialItems, cityOfInitialItems } from "../../records/record-initial-items.js";
import { newPersonSections } from "./person-initial-items.js";
import { PersonLookupRepository } from "./person-lookup-repository.js";
import { PersonPhotoRepository } from "./person-photo-repository.js";
import {
  personAuditFields,
  personRecordId,
  personValuesFrom,
  personValuesOf,
  toPersonRecord,
  toPersonSummary,
} from "./person-record.js";
import { PersonRepository, type PersonRow } from "./person-repository.js";
import {
  checkBirthDate,
  checkShapeChange,
  findPersonOrFail,
  archivablePeople,
  personForChange,
  shapeOf,
} from "./person-rules.js";

type Out<T extends z.ZodType> = z.input<T>;
type PersonRecordOut = Out<typeof PersonRecordSchema>;

/** People: the lists, lookups, the duplicate check and the profile's create and update. */
export class PersonService extends ArchivableRecordService<PersonRow, PersonRecordOut> {
  protected readonly kind = archivablePeople;

  constructor(
    protected readonly db: Db,
    private readonly encryption: FieldEncryption,
  ) {
    super();
  }

  async list(query: unknown, archived: boolean, now: Date): Promise<Out<typeof PersonListResultSchema>> {
    const page = await new PersonRepository(this.db).list(query, archived);
    return { totalRecords: page.totalRecords, records: page.records.map((row) => toPersonSummary(row, now)) };
  }

  async get(id: number, now: Date): Promise<PersonRecordOut> {
    return toPersonRecord(await findPersonOrFail(this.db, id), now);
  }

  async lookup(
    request: z.output<typeof PersonLookupRequestSchema>,
  ): Promise<Out<typeof PersonLookupItemSchema>[]> {
    const search = request.search.trim();
    const recordId = parseRecordId(search.toUpperCase());
    const exactId =
      recordId?.prefix === recordIdPrefixes.person
        ? recordId.n
        : /^\d{1,9}$/.test(search)
          ? Number(search)
          : undefined;
    const rows = await new PersonLookupRepository(this.db).lookup(
      search,
      request.kinds,
      request.limit,
      exactId,
    );
    return rows.map((row) => ({
      id: row.id,
      fullName: row.fullName,
      recordId: personRecordId(row.id),
      kinds: row.kinds as PersonKind[],
      archived: row.archived,
    }));
  }

  duplicates(request: z.output<typeof PersonDuplicateRequestSchema>): Promise<PersonDuplicate[]> {
    const { firstName, lastName } = request.personName;
    const email = request.email?.trim();
    return findPersonDuplicates(
      this.db,
      {
        nameKey: normalizePersonName(firstName, lastName),
        dateOfBirth: request.dateOfBirth && !isEmptyDate(request.dateOfBirth) ? request.dateOfBirth : null,
        email: email ? normalizeEmail(email) : null,
      },
      request.excludeId,
    );
  }

  async create(
    request: z.output<typeof PersonCreateRequestSchema>,
    context: RecordContext,
  ): Promise<PersonRecordOut> {
    const values = personValuesFrom(request);
    const id = await runInTransaction(this.db, async (tx) => {
      const items = new RecordItemService(tx, this.encryption);
      const sections = newPersonSections(shapeOf(values, context.now));
      const checked = await checkInitialItems(items, sections, request.items, "items");
      const errors = [...checkBirthDate(values.dateOfBirth, context.now), ...checked.errors];
      if (errors.length > 0) throw invalidItem(errors);
      await lockPersonCreation(tx);
      if (!request.confirmDuplicate) {
        const matches = await findPersonDuplicates(tx, values);
        if (matches.length > 0) throw duplicateRefusal(matches);
      }
      const people = new PersonRepository(tx);
      const { userId } = context.caller;
      const id = await people.insert(
        { ...values, city: cityOfInitialItems(checked.items, "HOME") },
        userId,
        context.now,
      );
      await writeRecordAudit(tx, context, "person", id, "create", diffFields({}, personAuditFields(values)));
      const owner = { type: "person", id };
      for (const item of checked.items) await items.insertChecked(owner, item.section, item.plain, context);
      return id;
    });
    return this.get(id, context.now);
  }

  async update(
    id: number,
    request: z.output<typeof PersonUpdateRequestSchema>,
    context: RecordContext,
  ): Promise<PersonRecordOut> {
    const values = personValuesFrom(request);
    await runInTransaction(this.db, async (tx) => {
      const people = new PersonRepository(tx);
      const before = await personForChange(tx, id, context);
      if (request.version !== before.version) throw staleVersion("person");
      const errors = [
        ...checkBirthDate(values.dateOfBirth, context.now),
        ...checkShapeChange(
          shapeOf(values, context.now),
          shapeOf(before, context.now),
          await people.sectionsWithItems(id),
          (await new PersonPhotoRepository(tx).countOf(id)) > 0,
        ),
      ];
      if (errors.length > 0) throw invalidItem(errors);
      if (!(await people.update(id, request.version, values, context.caller.userId, context.now))) {
        throw staleVersion("person");
      }
      await writeRecordAudit(
        tx,
        context,
        "person",
        id,
        "update",
        diffFields(personAuditFields(personValuesOf(before)), personAuditFields(values)),
      );
    });
    return this.get(id, context.now);
  }

  async updateStatus(
    id: number,
    request: z.output<typeof PersonStatusRequestSchema>,
    context: RecordContext,
  ): Promise<PersonRecordOut> {
    await runInTransaction(this.db, async (tx) => {
      const before = await personForChange(tx, id, context);
      if (request.version !== before.version) throw staleVersion("person");
      if (before.status === request.status) return;
      const people = new PersonRepository(tx);
      const changed = await people.update(
        id,
        request.version,
        { status: request.status },
        context.caller.userId,
        context.now,
      );
      if (!changed) throw staleVersion("person");
      await writeRecordAudit(tx, context, "person", id, "status", [
        { field: "status", from: before.status, to: request.status },
      ]);
    });
    return this.get(id, context.now);
  }
}
