// The contract-templates feature's public entry: what a contract's page uses from the library.
export { useContractTemplateOptions } from "./api/template-options";
export { RenderContractPdfButton } from "./components/render-contract-pdf-button";
