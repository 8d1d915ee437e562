import { recordKindEndpoints } from "../records/record-kind-endpoints.js";
import {
  ElementCreateRequestSchema,
  ElementDetailSchema,
  ElementIdParamsSchema,
  ElementListResultSchema,
  ElementUpdateRequestSchema,
} from "./schemas.js";

/** The standard calls of elements: lists, profile, archive, delete, logs and edit locks. */
export const elementRecordEndpoints = recordKindEndpoints({
  singular: "Element",
  plural: "Elements",
  module: "Element",
  pathPrefix: "/Element",
  tag: "Element",
  words: { one: "element", withArticle: "an element", many: "elements" },
  schemas: {
    idParams: ElementIdParamsSchema,
    record: ElementDetailSchema,
    listResult: ElementListResultSchema,
    createBody: ElementCreateRequestSchema,
    updateBody: ElementUpdateRequestSchema,
  },
  archivable: true,
  overrides: {
    get: { summary: "One element with its status and the licence that ends it first" },
    create: { summary: "Create an element (music, image, font, footage...)" },
    delete: {
      summary: "Delete an archived element for good; refused with DependencyError while assets use it",
    },
    logs: { summary: "The audit log of one element, its licences and sections" },
  },
});
