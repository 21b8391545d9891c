/** A bilingual text field stored as two columns, `<name>_ar` and `<name>_en`. */
export type BilingualColumns<Name extends string> = { [Column in `${Name}_ar` | `${Name}_en`]: string };
