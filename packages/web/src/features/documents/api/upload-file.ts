import type { UploadedFile } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";

/** Stores one file for a document to be saved (`POST /Blob/Nabu/UploadFile`, multipart). */
export async function uploadFile(file: File): Promise<UploadedFile> {
  const [uploaded] = await api.uploadFile({ files: [file] });
  if (!uploaded) throw new Error(`The server kept nothing of ${file.name}. Try again.`);
  return uploaded;
}
