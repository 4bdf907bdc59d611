// A field of the editor's configuration (cms/config.json) as Decap CMS reads it: the shape that
// the schema's fields (cms/fields.ts) and the booking file's rules (cms/bookingFields.ts) are
// written into.
export interface DecapField {
  name: string;
  label: string;
  /** A list's name for one of its items: its add button reads "Adaugă element". */
  label_singular?: string;
  widget: string;
  required: boolean;
  hint?: string;
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  step?: number;
  /** A select's choices: the values themselves, or a label shown for each value stored. */
  options?: (string | { label: string; value: string })[];
  /** A select that keeps a list of the options chosen. */
  multiple?: boolean;
  pattern?: [string, string];
  fields?: DecapField[];
  field?: DecapField;
  collapsed?: boolean;
  summary?: string;
  choose_url?: boolean;
}
