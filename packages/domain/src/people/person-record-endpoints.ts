import { recordKindEndpoints } from "../records/record-kind-endpoints.js";
import {
  PersonCreateRequestSchema,
  PersonIdParamsSchema,
  PersonListResultSchema,
  PersonRecordSchema,
  PersonUpdateRequestSchema,
} from "./schemas.js";

/** The standard calls of people: lists, profile, archive, delete, logs and edit locks. */
export const personRecordEndpoints = recordKindEndpoints({
  singular: "Person",
  plural: "People",
  module: "People",
  pathPrefix: "/People",
  tag: "People",
  words: { one: "person", withArticle: "a person", many: "people" },
  schemas: {
    idParams: PersonIdParamsSchema,
    record: PersonRecordSchema,
    listResult: PersonListResultSchema,
    createBody: PersonCreateRequestSchema,
    updateBody: PersonUpdateRequestSchema,
  },
  archivable: true,
  overrides: {
    create: {
      summary:
        "Create a person with any first section items in one transaction; a likely duplicate is refused unless confirmed",
      errors: ["DuplicateName", "InvalidData"],
    },
    delete: {
      summary:
        "Delete an archived person for good; refused with DependencyError listing the records that point at them",
    },
    logs: { summary: "The audit log of one person and their sections, photos and documents" },
  },
});
