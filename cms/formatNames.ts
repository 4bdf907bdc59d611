// Names of the editor's file formats, shared by the generated config and the admin page.
export const ARRAY_FORMAT = "json-array";
export const OBJECT_FORMAT = "json-object";
