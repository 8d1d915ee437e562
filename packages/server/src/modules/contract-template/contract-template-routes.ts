import type { BlobStore } from "../../blobs/blob-store.js";
import type { Db } from "../../db/database.js";
import type { Handlers } from "../../http/handler.js";
import { recordContext } from "../../records/record-context.js";
import { ContractPdfService } from "./contract-pdf-service.js";
import { SnippetService } from "./contract-snippet-service.js";
import { TemplateService } from "./contract-template-service.js";

export type ContractTemplateEndpoint =
  | "listContractTemplates"
  | "getContractTemplate"
  | "createContractTemplate"
  | "updateContractTemplate"
  | "deleteContractTemplate"
  | "previewContractTemplate"
  | "listContractSnippets"
  | "getContractSnippet"
  | "createContractSnippet"
  | "updateContractSnippet"
  | "deleteContractSnippet"
  | "renderContractPdf";

/** Contract templates and snippets, and drawing a contract from its template as a PDF document. */
export function contractTemplateHandlers(db: Db, store: BlobStore): Pick<Handlers, ContractTemplateEndpoint> {
  const templates = new TemplateService(db);
  const snippets = new SnippetService(db);
  const pdfs = new ContractPdfService(db, store);
  return {
    listContractTemplates: ({ body }) => templates.list(body),
    getContractTemplate: ({ params }) => templates.get(params.id),
    createContractTemplate: ({ body }, context) => templates.create(body, recordContext(context)),
    updateContractTemplate: ({ params, body }, context) =>
      templates.update(params.id, body, recordContext(context)),
    deleteContractTemplate: ({ params }, context) => templates.delete(params.id, recordContext(context)),
    previewContractTemplate: ({ params, body }, context) =>
      templates.preview(params.id, body?.contractId, context.now),
    listContractSnippets: ({ body }) => snippets.list(body),
    getContractSnippet: ({ params }) => snippets.get(params.id),
    createContractSnippet: ({ body }, context) => snippets.create(body, recordContext(context)),
    updateContractSnippet: ({ params, body }, context) =>
      snippets.update(params.id, body, recordContext(context)),
    deleteContractSnippet: ({ params }, context) => snippets.delete(params.id, recordContext(context)),
    renderContractPdf: ({ params }, context) => pdfs.render(params.id, recordContext(context)),
  };
}
