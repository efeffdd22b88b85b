/**
 * What a screen may tell the entry page it opens (react-router's location state):
 * `editing` opens it in its author's edit mode, as after "New entry".
 */
export interface EntryPageState {
  editing?: boolean;
}

/** Whether the entry page was opened to be edited at once. */
export const opensEditing = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as EntryPageState).editing === true;
