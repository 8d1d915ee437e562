// The documents feature's public entry: what a record's own feature needs to show its documents tab
// or attach a file. Other features import this file only, never the folders below it.
export { findDuplicateDocument } from "./api/find-duplicate-document";
export { uploadFile } from "./api/upload-file";
export { DocumentsTab } from "./components/documents-tab";
export { RecordDocumentsTab } from "./components/record-documents-tab";
export { attachDocument } from "./lib/attach-document";
export type { DocumentCalls, DocumentChangeGate, DocumentOwner } from "./lib/document-calls";
