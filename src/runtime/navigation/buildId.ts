'use client';
/** The name of the `<meta>` in a built page's head that says which build the page is: `<meta name="gw-build" content="…">`. */
export const buildIdMetaName = 'gw-build';

/**
 * The build this document runs, as its HTML says (`<meta name="gw-build">`, written by the app
 * build; no hashed file carries it, so a rebuild of the same source keeps every asset's name), or
 * `undefined` where the document has none (stories, tests).
 * @example checkBuildManifest({ version: documentBuildId()! })
 */
export function documentBuildId(doc: Pick<Document, 'querySelector'> = document): string | undefined {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${buildIdMetaName}"]`)?.content || undefined;
}
