import { createHash, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import {
  AppError,
  ErrorCodes,
  contractFeeLines,
  contractPlaceholderValues,
  renderContractDocument,
  type ContractPdfAnswer,
  type DocumentItem,
} from "@rightsdesk/domain";
import type { BlobStore } from "../../blobs/blob-store.js";
import type { Db } from "../../db/database.js";
import { renderContractPdf } from "../../pdf/render-contract-pdf.js";
import type { RecordContext } from "../../records/record-context.js";
import { invalidField } from "../../errors/app-errors.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { loadContractRenderSource } from "../contract/contract-render-source.js";
import { contractDocumentOwner } from "../documents/document-owners.js";
import { DocumentRepository } from "../documents/document-repository.js";
import { DocumentService, discardContent } from "../documents/document-service.js";
import { cleanFileName } from "../documents/upload-names.js";
import { TemplateService } from "./contract-template-service.js";

const NAME_LIMIT = 200;

/** "C-2025-0001 Sunrise Drive: Principal" → a name every file system takes. */
export function contractPdfName(contractNumber: string, title: string): { name: string; fileName: string } {
  const base = `${contractNumber} ${title}`
    .replace(/[\\/:*?"<>|]/g, " ")
    .split("")
    .filter((char) => (char.codePointAt(0) ?? 0) >= 0x20 && char !== "\u007f")
    .join("")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  const name = [...(base || "Contract")].slice(0, NAME_LIMIT - 4).join("");
  return { name, fileName: cleanFileName(`${name}.pdf`) };
}

/**
 * POST /Contract/RenderPdf/{id}: fills the contract's template, draws the PDF and keeps it as a
 * CONTRACTS document of the contract. The same contract unchanged gives the same bytes, so a
 * second render answers the document already there instead of attaching a copy.
 */
export class ContractPdfService {
  private readonly documents: DocumentService;

  constructor(
    private readonly db: Db,
    private readonly store: BlobStore,
  ) {
    this.documents = new DocumentService(db, store);
  }

  async render(contractId: number, context: RecordContext): Promise<ContractPdfAnswer> {
    const source = await loadContractRenderSource(this.db, contractId, context.now);
    const { contract } = source;
    if (contract.templateId === null) {
      throw invalidField("templateId", "Choose the template this contract is drawn from.");
    }
    const template = await new TemplateService(this.db).get(contract.templateId);
    const drawn = renderContractDocument(
      template.parts,
      contractPlaceholderValues(source),
      { title: contract.title, subtitle: contract.subtitle ?? null },
      contractFeeLines(contract),
    );
    const bytes = await renderContractPdf(drawn, { date: new Date(contract.updatedAt) });
    const { name, fileName } = contractPdfName(contract.contractNumber, contract.title);
    const document = await this.keep(contractId, bytes, name, fileName, context);
    return { document, missing: drawn.missing, unknown: drawn.unknown };
  }

  /** Stores the PDF as a document of the contract, or answers the document holding it already. */
  private async keep(
    contractId: number,
    bytes: Buffer,
    name: string,
    fileName: string,
    context: RecordContext,
  ): Promise<DocumentItem> {
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const existing = await this.existing(contractId, sha256);
    if (existing) return existing;

    const stored = await this.store.put(Readable.from([bytes]));
    const blobId = randomUUID();
    try {
      await runInTransaction(this.db, (tx) =>
        new DocumentRepository(tx).insertBlobs([
          {
            id: blobId,
            storageKey: stored.key,
            sha256: stored.sha256,
            sizeBytes: stored.sizeBytes,
            fileName,
            contentType: "application/pdf",
            uploadedBy: context.caller.userId,
            uploadedAt: context.now,
          },
        ]),
      );
    } catch (error) {
      await discardContent(this.store, [stored.key], context.request.log);
      throw error;
    }
    try {
      // The save writes the contract's audit entry (document added), as an upload's does.
      return await this.documents.save(
        contractDocumentOwner,
        contractId,
        { blobId, name, category: "CONTRACTS" },
        context,
      );
    } catch (error) {
      const keys = await runInTransaction(this.db, (tx) =>
        new DocumentRepository(tx).deleteUnusedBlobs([blobId]),
      );
      await discardContent(this.store, keys, context.request.log);
      // Someone drew the same contract a moment earlier: answer their document.
      if (error instanceof AppError && error.code === ErrorCodes.DuplicateName) {
        const raced = await this.existing(contractId, sha256);
        if (raced) return raced;
      }
      throw error;
    }
  }

  private async existing(contractId: number, sha256: string): Promise<DocumentItem | undefined> {
    const found = (
      await new DocumentRepository(this.db).findByContent(contractDocumentOwner.entityType, contractId, [
        sha256,
      ])
    ).get(sha256);
    if (!found) return undefined;
    const items = await this.documents.list(contractDocumentOwner, contractId);
    return items.find((item) => item.id === found.id);
  }
}
