import { AppError, ErrorCodes } from "@rightsdesk/domain";

/** Answers an endpoint whose implementation is still being written; removed once each module lands. */
export function notBuilt(name: string): () => Promise<never> {
  return async () => {
    throw new AppError(ErrorCodes.Unknown, `${name} is not available yet.`);
  };
}
