/*
 * Whether the browser keeps this app's saved data (issue 48): browsers may clear a site's
 * storage when the device runs out of space, unless the site asked to keep it and was granted
 * persistence (`navigator.storage.persist()`: Chromium decides by itself, Firefox asks once).
 */

/** What the browser says about this app's storage; null where it says nothing (older browsers). */
export interface DeviceStorage {
  /** Whether the browser keeps the data until the learner removes it. */
  persisted: boolean;
  /** Bytes used by this site, and the most it may use, as the browser estimates them. */
  usage: number;
  quota: number;
}

/** What the browser says now about this app's storage. */
export async function deviceStorage(): Promise<DeviceStorage | null> {
  const storage = navigator.storage;
  if (!storage?.estimate || !storage.persisted) return null;
  const [persisted, { usage = 0, quota = 0 }] = await Promise.all([storage.persisted(), storage.estimate()]);
  return { persisted, usage, quota };
}

/**
 * Asks the browser to keep the data; true when it will. Asked once a learner has something to
 * lose (their saved copy, answers not yet sent), and again when they press the panel's button.
 */
export async function keepDeviceData(): Promise<boolean> {
  try {
    const storage = navigator.storage;
    if (!storage?.persist) return false;
    return (await storage.persisted()) || (await storage.persist());
  } catch {
    return false;
  }
}
