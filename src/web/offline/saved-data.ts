/**
 * One kind of data this device keeps for use without a connection (the dictionary, the
 * learner's vocabularies and games, review answers waiting to be sent), as the saved-data
 * settings panel lists it (issue 32). Each offline store exports one of these; the panel
 * shows its size and date and offers to remove it.
 */
export interface SavedData {
  /** The catalog id of its name in the panel, e.g. `offline.saved.dictionary`. */
  readonly labelId: string;
  /** What is kept now, or null when nothing is. */
  describe(): Promise<SavedDataSummary | null>;
  /** Removes it from this device (what it holds is fetched again when next needed). */
  remove(): Promise<void>;
  /**
   * For data the learner may choose to save (the dictionary when it is too large to save by
   * itself): its download size in bytes, asked online, and the download.
   */
  download?: {
    size(): Promise<number>;
    save(): Promise<void>;
  };
}

export interface SavedDataSummary {
  /** Its size in bytes, as stored. */
  readonly bytes: number;
  /** When it was last brought up to date. */
  readonly savedAt: Date;
}
