// The element feature's public entry: creating an element from another feature's picker.
export { useCreateElement } from "./api/change-element";
