export { DataTable, type DataTableProps, type DataTableResult } from "./data-table";
export { listFieldOf, type DataColumn } from "./data-column";
export { truncatedValueClassName, type ColumnLayout } from "./column-layout";
export type { ListPageResult } from "./csv-export";
export { useListUrlState } from "./use-list-url-state";
export {
  readListState,
  toListQuery,
  writeListState,
  type ColumnFilter,
  type ListColumnSpec,
  type ListStateChange,
  type ListViewState,
} from "./list-state";
