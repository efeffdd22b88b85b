import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, isUnreachable, requireApi } from './api-client';
import { browserEnvironment, findEnvironmentWith, type Environment } from './environment';
import { getMessages } from './message-log';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

function sentHeaders(call = 0): Headers {
  const init = fetchMock.mock.calls[call]?.[1];
  return new Headers(init?.headers);
}

function setCookie(value: string) {
  document.cookie = `csrftoken=${value}; path=/`;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  setCookie('token-one');
});

/** The log lines of the calls below, as the app's calls name them: catalog messages. */
const FETCH_USERS = { operation: { id: 'common.log.fetchUsers' }, success: { id: 'common.log.fetchedUsers' } } as const;
const ADD_USER = {
  operation: { id: 'common.log.addUser' },
  success: { id: 'common.log.addedUser', values: { id: '1' } },
} as const;
const UPDATE_USER = {
  operation: { id: 'common.log.update', values: { kind: 'user', name: 'user', id: '2' } },
  success: { id: 'common.log.updated', values: { kind: 'user', name: 'user', id: '2' } },
} as const;

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.cookie = 'csrftoken=; path=/; max-age=0';
});

describe('the CSRF header', () => {
  it('echoes the csrftoken cookie on a write to a relative address', async () => {
    fetchMock.mockResolvedValue(json(201, { id: 1 }));
    await requireApi({
      ...ADD_USER,
      url: '/utoaztecan/api/thing/',
      method: 'POST',
      body: {},
    });
    expect(sentHeaders().get('X-CSRFToken')).toBe('token-one');
  });

  it.each(['PATCH', 'PUT', 'DELETE'] as const)('is sent on %s', async (method) => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await callApi({ ...UPDATE_USER, url: '/utoaztecan/api/thing/1/', method }, null);
    expect(sentHeaders().get('X-CSRFToken')).toBe('token-one');
  });

  it('is not sent on a GET', async () => {
    fetchMock.mockResolvedValue(json(200, []));
    await callApi({ ...FETCH_USERS, url: '/utoaztecan/api/thing/' }, []);
    expect(sentHeaders().has('X-CSRFToken')).toBe(false);
  });

  it.each(['https://elsewhere.example/api/', '//elsewhere.example/api/', '/\\elsewhere.example/api/'])(
    'is not sent to another origin: %s',
    async (url) => {
      fetchMock.mockResolvedValue(json(201, {}));
      await callApi({ ...ADD_USER, url, method: 'POST', body: {} }, null);
      expect(sentHeaders().has('X-CSRFToken')).toBe(false);
    },
  );

  it('reads the cookie afresh on every call, since login issues a new one', async () => {
    fetchMock.mockImplementation(async () => json(200, {}));
    const write = { ...ADD_USER, url: '/x/', method: 'POST' as const, body: {} };
    await requireApi(write);
    setCookie('token-two');
    await requireApi(write);
    expect(sentHeaders(0).get('X-CSRFToken')).toBe('token-one');
    expect(sentHeaders(1).get('X-CSRFToken')).toBe('token-two');
  });
});

describe('the request', () => {
  it('sends credentials and a JSON body', async () => {
    fetchMock.mockResolvedValue(json(200, { id: 2 }));
    await requireApi({
      ...UPDATE_USER,
      url: '/u/2/',
      method: 'PATCH',
      body: { first_name: 'Ana' },
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"first_name":"Ana"}');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
  });

  it('sends a form as it is, leaving its multipart type to the browser, with the CSRF header', async () => {
    fetchMock.mockResolvedValue(json(201, { id: 3 }));
    const form = new FormData();
    form.append('speaker', '4');
    await requireApi({ ...ADD_USER, url: '/utoaztecan/api/recording/', method: 'POST', body: form });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
    expect(sentHeaders().get('Content-Type')).toBeNull();
    expect(sentHeaders().get('X-CSRFToken')).toBe('token-one');
  });
});

describe('logging', () => {
  it('logs a success line, to the console and the message log', async () => {
    fetchMock.mockResolvedValue(json(200, { id: 2, name: 'x' }));
    await requireApi<{ id: number }>({
      operation: UPDATE_USER.operation,
      success: (user) => ({ id: 'common.log.updated', values: { kind: 'user', name: 'user', id: String(user.id) } }),
      url: '/u/2/',
      method: 'PATCH',
      body: {},
    });
    expect(getMessages().map((m) => [m.kind, m.text])).toEqual([['info', 'updated user id=2']]);
    expect(console.info).toHaveBeenCalledWith('updated user id=2');
  });

  it('logs a failure as "{operation} failed: {message}" with the server\'s detail', async () => {
    fetchMock.mockResolvedValue(json(400, { detail: 'Please enter a correct username and password.' }));
    await callApi(
      {
        operation: { id: 'common.log.logIn' },
        success: { id: 'common.log.loggedIn', values: { id: '2' } },
        url: '/accounts/login/',
        method: 'POST',
        body: {},
      },
      null,
    );
    const line = 'log in failed: Please enter a correct username and password.';
    expect(getMessages().map((m) => [m.kind, m.text])).toEqual([['error', line]]);
    expect(console.error).toHaveBeenCalledWith(line);
  });

  it('names the fields of a validation error', async () => {
    fetchMock.mockResolvedValue(json(400, { username: ['A user with that username already exists.'] }));
    await callApi({ ...ADD_USER, url: '/accounts/signup/', method: 'POST', body: {} }, null);
    expect(getMessages()[0]?.text).toBe('add user failed: username: A user with that username already exists.');
  });

  it('falls back to the status when the body says nothing', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    await callApi({ ...FETCH_USERS, url: '/t/' }, []);
    expect(getMessages()[0]?.text).toBe('fetch users failed: 502 Bad Gateway');
  });

  it('logs an unreachable server', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await callApi({ ...FETCH_USERS, url: '/t/' }, []).catch(() => undefined);
    expect(getMessages()[0]?.text).toBe('fetch users failed: the server could not be reached');
  });

  it('does not log a call the caller cancelled', async () => {
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(requireApi({ ...FETCH_USERS, url: '/t/' })).rejects.toThrow('aborted');
    expect(getMessages()).toEqual([]);
  });
});

describe('fallbacks', () => {
  it.each([
    ['a count', 0],
    ['a list', []],
    ['a single item', null],
  ])('returns the fallback for %s on failure', async (_kind, fallback) => {
    fetchMock.mockResolvedValue(json(500, { detail: 'A server error occurred.' }));
    await expect(callApi({ ...FETCH_USERS, url: '/t/' }, fallback)).resolves.toEqual(fallback);
  });

  // Offline is not an empty answer: a query that throws keeps what it last had (issue 48).
  it.each([
    ['a count', 0],
    ['a list', []],
    ['a single item', null],
  ])('throws instead of the fallback for %s when the server cannot be reached', async (_kind, fallback) => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const failure = await callApi({ ...FETCH_USERS, url: '/t/' }, fallback).then(
      () => 'answered',
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(isUnreachable(failure)).toBe(true);
  });

  it('returns the body on success', async () => {
    fetchMock.mockResolvedValue(json(200, 42));
    await expect(callApi({ ...FETCH_USERS, url: '/t/count/' }, 0)).resolves.toBe(42);
  });

  it('treats a page that is not JSON as a failure', async () => {
    fetchMock.mockResolvedValue(
      new Response('<!doctype html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(callApi({ ...FETCH_USERS, url: '/t/' }, [])).resolves.toEqual([]);
    expect(getMessages()[0]?.text).toBe('fetch users failed: the server sent a response that is not JSON');
  });
});

describe('requireApi', () => {
  it('throws an ApiError with the status and the field errors', async () => {
    fetchMock.mockResolvedValue(json(400, { username: ['Taken.'], password: ['Too short.', 'Too common.'] }));
    const failure = await requireApi({
      ...ADD_USER,
      url: '/a/',
      method: 'POST',
      body: {},
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      detail: null,
      fieldErrors: { username: ['Taken.'], password: ['Too short.', 'Too common.'] },
    });
  });

  it('throws an ApiError with the detail of a throttled request', async () => {
    const detail = 'Request was throttled. Expected available in 60 seconds.';
    fetchMock.mockResolvedValue(json(429, { detail }));
    await expect(
      requireApi({
        operation: { id: 'common.log.logIn' },
        success: { id: 'common.log.loggedIn', values: { id: '2' } },
        url: '/accounts/login/',
        method: 'POST',
        body: {},
      }),
    ).rejects.toMatchObject({ status: 429, detail, message: detail });
  });

  it('resolves to nothing for 204 No Content', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(
      requireApi<void>({
        operation: { id: 'common.log.logOut' },
        success: { id: 'common.log.loggedOut' },
        url: '/accounts/logout/',
        method: 'POST',
      }),
    ).resolves.toBeUndefined();
    expect(getMessages()[0]?.text).toBe('logged out');
  });
});

describe('the environment the call runs in (decision 073)', () => {
  afterEach(() => findEnvironmentWith(() => undefined));

  it('asks through the environment of the page being drawn, with its reader’s cookies, and logs nothing in the browser', async () => {
    const drawn = vi.fn<Environment['fetch']>().mockResolvedValue(json(200, { count: 0, results: [] }));
    const page: Environment = {
      ...browserEnvironment,
      fetch: drawn,
      cookie: (name) => (name === 'csrftoken' ? 'the-reader' : null),
      log: () => undefined,
    };
    findEnvironmentWith(() => page);
    expect(await callApi({ ...FETCH_USERS, url: '/utoaztecan/api/users/' }, null)).toEqual({ count: 0, results: [] });
    expect(drawn).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getMessages()).toEqual([]);
  });

  it('asks through the browser’s fetch otherwise', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { count: 0, results: [] }));
    await callApi({ ...FETCH_USERS, url: '/utoaztecan/api/users/' }, null);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getMessages().map((message) => message.text)).toEqual(['fetched users']);
  });
});
