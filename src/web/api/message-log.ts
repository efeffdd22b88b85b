import { useSyncExternalStore } from 'react';

/** One line of the in-app message log (SPEC.md §8). */
export interface Message {
  id: number;
  text: string;
  kind: 'info' | 'error';
  at: Date;
}

/** The log keeps the newest messages only, so a long session cannot grow it without end. */
export const MESSAGE_LOG_LIMIT = 100;

let messages: readonly Message[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Message[]): void {
  messages = next;
  for (const listener of listeners) listener();
}

/** Appends a message to the log. */
export function addMessage(text: string, kind: Message['kind'] = 'info'): void {
  const message: Message = { id: nextId++, text, kind, at: new Date() };
  publish([...messages, message].slice(-MESSAGE_LOG_LIMIT));
}

/** Empties the log. */
export function clearMessages(): void {
  if (messages.length > 0) publish([]);
}

/** The messages logged so far, oldest first. */
export function getMessages(): readonly Message[] {
  return messages;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The message log, re-rendering the caller whenever it changes. */
export function useMessages(): readonly Message[] {
  return useSyncExternalStore(subscribe, getMessages, getMessages);
}
