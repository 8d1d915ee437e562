// The people feature's public entry: creating a person from another feature's picker.
export { useCreatePerson } from "./api/create-person";
