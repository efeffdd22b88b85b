import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../contract/locales';
import { reportReach, serverReached } from './connection';
import { cookieIn } from './cookies';
import { addMessage } from './message-log';

/*
 * What the app takes from where it runs (decision 073): the API, the reader's cookies and
 * languages, the device's storage and connection, the message log. In the browser it is the
 * browser's own; on the server, which draws a page's first screen, one per request, so that
 * pages are drawn side by side for different readers. Components read it from React's context
 * (`useEnvironment`); code that runs outside a render (the API client, a query's read) from
 * `currentEnvironment()`.
 */

export interface Environment {
  /** Asks the API: the browser's fetch; on the server, the app itself, with the reader's cookies and languages. */
  fetch(url: string, init: RequestInit): Promise<Response>;
  /** The reader's cookie `name`, or null. */
  cookie(name: string): string | null;
  /** Keeps `value` in the cookie `name` for a year; the server reads it for the next page. */
  keepCookie(name: string, value: string): void;
  /** The reader's languages, preferred first. */
  languages(): readonly string[];
  /** The device's storage; null where there is none (the server, or storage refused). */
  storage(): Storage | null;
  /** Whether the device has a connection: offline is certain, online is a hope. */
  online(): boolean;
  /** Says whether a request reached the server: in the browser the connection follows it (issue 48). */
  reached(reachedNow: boolean): void;
  /** A line of the message log (SPEC.md §8), and of the console. */
  log(text: string, kind: 'info' | 'error'): void;
  /** The interface language of texts worded outside a render (the message log, errors of the API client). */
  textLocale: Locale;
}

const ONE_YEAR = 60 * 60 * 24 * 365;

/** The browser's own: each part is looked up when used, so that tests can stand in for it. */
export const browserEnvironment: Environment = {
  fetch: (url, init) => fetch(url, init),
  cookie: (name) => cookieIn(document.cookie, name),
  keepCookie: (name, value) => {
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
  },
  languages: () => navigator.languages ?? [navigator.language],
  storage: () => {
    try {
      return localStorage;
    } catch {
      return null; // storage refused (private mode)
    }
  },
  online: () => navigator.onLine && serverReached(),
  reached: reportReach,
  log: (text, kind) => {
    if (kind === 'error') console.error(text);
    else console.info(text);
    addMessage(text, kind);
  },
  textLocale: DEFAULT_LOCALE,
};

let scoped: () => Environment | undefined = () => undefined;

/**
 * Where code outside a render finds the environment of the page being drawn: the server's
 * renderer sets it once (an `AsyncLocalStorage` per request), the browser never does.
 */
export function findEnvironmentWith(current: () => Environment | undefined): void {
  scoped = current;
}

/** The environment the running code belongs to, for code outside a render. */
export const currentEnvironment = (): Environment => scoped() ?? browserEnvironment;

const EnvironmentContext = createContext<Environment>(browserEnvironment);

/** Gives the screens the environment of this render (the browser's unless told). */
export const EnvironmentProvider = EnvironmentContext.Provider;

/** The environment of this render. */
export const useEnvironment = (): Environment => useContext(EnvironmentContext);
