/**
 * Query keys of templates and snippets, widest first. A snippet's text shows inside every
 * template using it, so a snippet change refreshes the templates too.
 */
export const contractTemplateKeys = {
  all: ["contract-templates"] as const,
  templates: () => [...contractTemplateKeys.all, "template"] as const,
  templateLists: () => [...contractTemplateKeys.templates(), "list"] as const,
  templateOptions: () => [...contractTemplateKeys.templates(), "options"] as const,
  template: (templateId: number) => [...contractTemplateKeys.templates(), "detail", templateId] as const,
  preview: (templateId: number) => [...contractTemplateKeys.template(templateId), "preview"] as const,
  snippets: () => [...contractTemplateKeys.all, "snippet"] as const,
  snippetLists: () => [...contractTemplateKeys.snippets(), "list"] as const,
  snippetOptions: () => [...contractTemplateKeys.snippets(), "options"] as const,
  snippet: (snippetId: number) => [...contractTemplateKeys.snippets(), "detail", snippetId] as const,
};

/**
 * Where a contract's documents list sits in the cache, as the contract pages key it
 * (`["contracts", "detail", id, "documents"]`, like every other record's documents tab).
 */
export const contractDocumentsQueryKey = (contractId: number) =>
  ["contracts", "detail", contractId, "documents"] as const;
