/** One entry of the home screen's list of presentations. */
export interface PresentationEntry {
  /** The path segment after `/presentations/`. */
  id: string;
  name: string;
  description: string;
}

/** The home screen's content, from `/data/index.json`. */
export interface HomeContent {
  title: string;
  intro: string;
  storiesHeading: string;
  stories: string;
  presentationsHeading: string;
  presentations: PresentationEntry[];
  server: { label: string; href: string; note: string };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Checks page data against the home screen's contract. A wrong shape is a bug in the data, not a
 * load failure: it throws a `TypeError` whose message starts `Home data:` and names the field (no
 * error class of its own: the first load pays for every byte here), and the error boundary shows
 * the application-error page.
 * @example parseHomeContent(await (await fetch('/data/index.json')).json())
 */
export function parseHomeContent(value: unknown): HomeContent {
  // Any other value lacks the texts: refused below.
  const data = (value ?? {}) as Record<string, unknown>;
  const texts = ['title', 'intro', 'storiesHeading', 'stories', 'presentationsHeading'] as const;
  for (const key of texts) {
    if (!isText(data[key])) throw new TypeError(`Home data: "${key}" must be a non-empty string`);
  }
  const list = data.presentations;
  if (!Array.isArray(list) || !list.every((p) => isText(p?.id) && isText(p?.name) && isText(p?.description))) {
    throw new TypeError('Home data: "presentations" must be a list of { id, name, description }');
  }
  const server = data.server as Record<string, unknown> | undefined;
  if (!server || !isText(server.label) || !isText(server.href) || !isText(server.note)) {
    throw new TypeError('Home data: "server" must be { label, href, note }');
  }
  return data as unknown as HomeContent;
}
