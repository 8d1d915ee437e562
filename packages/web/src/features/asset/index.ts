// The asset feature's public entry: the use-right fields and editor a contract reuses for its rights acquired.
export {
  CycleDatesAndNoteFields,
  CycleLengthField,
  MediaSubTypesField,
  MediaTypeField,
  UseRightTypeField,
} from "./components/rights/use-right-fields";
export { useUseRightEditor } from "./lib/use-use-right-editor";
