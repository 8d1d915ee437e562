import { AppError, ErrorCodes } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import type { Handlers } from "../../http/handler.js";
import { AiringIssueRepository } from "./airing-issue-repository.js";
import { AiringUploadRepository } from "./airing-upload-repository.js";

export type AiringReviewEndpoint = "deleteAiringUpload" | "exportAiringUpload" | "resolveAiringIssue";

function notOffered(what: string): AppError {
  return new AppError(ErrorCodes.DependencyError, `${what} is not offered on this server yet.`);
}

/**
 * The review side of an upload — resolving issues, deleting an upload, exporting its rows — is
 * declared in the contract and built apart. Until then each call finds its record like the real
 * one will (another client's or a missing one answers NotFound) and says it is not offered.
 */
export function airingReviewHandlers(db: Db): Pick<Handlers, AiringReviewEndpoint> {
  const uploadOrFail = async (id: number) => {
    if ((await new AiringUploadRepository(db).find(id)) === undefined)
      throw AppError.notFound(`There is no upload with id ${id}.`);
  };
  return {
    deleteAiringUpload: async ({ params }) => {
      await uploadOrFail(params.id);
      throw notOffered("Deleting an upload");
    },
    exportAiringUpload: async ({ params }) => {
      await uploadOrFail(params.id);
      throw notOffered("Exporting an upload");
    },
    resolveAiringIssue: async ({ params }) => {
      if ((await new AiringIssueRepository(db).find(params.id)) === undefined)
        throw AppError.notFound(`There is no issue with id ${params.id}.`);
      throw notOffered("Resolving an issue");
    },
  };
}
