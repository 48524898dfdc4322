import { createRoot } from 'react-dom/client';
import { HydrationOverlay, type HydrationOverlayProps } from '../../hydration-overlay';

/**
 * Shows the overlay in a root of its own, outside the app's (so it never takes part in the app's
 * hydration); Close or Escape unmounts it and removes its element. Returns that close function.
 * @example showHydrationOverlay({ mismatches, url: location.href })
 */
export function showHydrationOverlay(props: Omit<HydrationOverlayProps, 'onClose'>, doc: Document = document): () => void {
  const host = doc.createElement('div');
  host.dataset.hydrationOverlayRoot = '';
  doc.body.append(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(<HydrationOverlay {...props} onClose={close} />);
  return close;
}
