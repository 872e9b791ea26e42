/** An AutocompleteInput's typed text as the API's `search` filter (every list of the requirements searches with `search`). */
export const searchQuery = (text: string): { search?: string } => (text.trim() ? { search: text.trim() } : {});
