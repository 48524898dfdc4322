'use client';
import { useEffect } from 'react';

/**
 * Sets `document.title` while the component is mounted and puts the previous title back after.
 * It runs in an effect, so server rendering never touches `document`. `undefined` or an empty
 * string leaves the title alone.
 * @example useDocumentTitle(notFoundTitle(locale));
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
