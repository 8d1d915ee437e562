import { getDocumentProxy } from "unpdf";

/**
 * How many pages a PDF has and the text of its last one, as pdfPagesText reads it: without reading
 * the others, which costs most of a check on a long PDF.
 */
export async function pdfLastPage(bytes: Uint8Array): Promise<{ pageCount: number; text: string }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const content = await (await pdf.getPage(pdf.numPages)).getTextContent();
    const text = content.items
      .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
      .join("");
    return { pageCount: pdf.numPages, text };
  } finally {
    await pdf.loadingTask.destroy();
  }
}
