/** The API names donor fields `donor.name`; the form's fields are flat. */
export function flattenDonorErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key.replace(/^donor\./, ''), value]));
}
