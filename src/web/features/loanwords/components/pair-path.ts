/** The address of the loanwords from `source` into `target` (SPEC.md §2). */
export const pairPath = (source: string, target: string) =>
  `/loanwords/${encodeURIComponent(source)}/${encodeURIComponent(target)}`;
