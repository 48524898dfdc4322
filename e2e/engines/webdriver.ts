// The few W3C WebDriver (classic) commands the engines lane sends WebKitWebDriver, over fetch. A
// client library (webdriverio) would add some 130 packages to every install for these few calls.
// https://www.w3.org/TR/webdriver2/ names each endpoint.

/** The key under which WebDriver returns an element reference. */
const elementKey = 'element-6066-11e4-a52e-4f735466cecf';

/** How long one command may take before the client gives up on it. */
const commandTimeout = 60_000;

type ElementReference = Record<typeof elementKey, string>;

/** A command the driver did not answer within its bound: the client gave up on it (the driver may still be working on it). */
export class WebDriverNoAnswerError extends Error {
  override name = 'WebDriverNoAnswerError';
}

/** One WebDriver session. */
export interface WebDriverSession {
  navigate(url: string): Promise<void>;
  /**
   * Runs `body` as a function body in the current browsing context and returns its value.
   * `timeout`: how long to wait for the answer (ms); the command's own bound when omitted.
   */
  execute<T>(body: string, timeout?: number): Promise<T>;
  /** The first element `selector` matches in the current browsing context. */
  find(selector: string): Promise<ElementReference>;
  click(element: ElementReference): Promise<void>;
  /** Opens a new window, closes the current one and continues in the new one. */
  replaceWindow(): Promise<void>;
  /** Switches to the frame of an `<iframe>` element; `null`: back to the top-level document. */
  switchToFrame(element: ElementReference | null): Promise<void>;
  /** Sets the outer size of the current window. */
  setWindowSize(width: number, height: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts a session on the WebDriver at `endpoint` with `capabilities` (W3C `alwaysMatch`).
 * @example const session = await newSession('http://127.0.0.1:4444', { 'webkitgtk:browserOptions': { … } });
 */
export async function newSession(endpoint: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
  const call = async <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, timeout = commandTimeout): Promise<T> => {
    // A driver that waits on something that never comes names the command instead of hanging the
    // test: the bound covers the answer whole, its body as well as its headers.
    const signal = AbortSignal.timeout(timeout);
    let response: Response;
    let value: T & { error?: string; message?: string };
    try {
      response = await fetch(`${endpoint}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal,
      });
      ({ value } = (await response.json()) as { value: typeof value });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') throw new WebDriverNoAnswerError(`WebDriver ${method} ${path}: no answer within ${timeout / 1000} s`);
      throw error;
    }
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${value?.error ?? response.status} ${value?.message ?? ''}`);
    return value;
  };
  const { sessionId } = await call<{ sessionId: string }>('POST', '/session', { capabilities: { alwaysMatch: capabilities } });
  const session = `/session/${sessionId}`;
  return {
    navigate: async (url) => void (await call('POST', `${session}/url`, { url })),
    execute: (body, timeout) => call('POST', `${session}/execute/sync`, { script: body, args: [] }, timeout),
    find: (selector) => call('POST', `${session}/element`, { using: 'css selector', value: selector }),
    click: async (element) => void (await call('POST', `${session}/element/${element[elementKey]}/click`, {})),
    replaceWindow: async () => {
      const { handle } = await call<{ handle: string }>('POST', `${session}/window/new`, { type: 'window' });
      await call('DELETE', `${session}/window`);
      await call('POST', `${session}/window`, { handle });
    },
    switchToFrame: async (element) => void (await call('POST', `${session}/frame`, { id: element })),
    setWindowSize: async (width, height) => void (await call('POST', `${session}/window/rect`, { width, height })),
    close: async () => void (await call('DELETE', session)),
  };
}
