import { extractText } from "unpdf";

/** The text of each page of a PDF, as a reader would copy it (for tests). */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: false });
  return text;
}
