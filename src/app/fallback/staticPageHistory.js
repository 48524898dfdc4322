// The one script of the static error pages (scripts/vite/prerender.ts links it): a step through
// history that changes this page's address loads the page of that address. After a reload onto this
// page, the entries the app's document had pushed stay same-document with it, so Back or Forward to
// them changes only the address (docs/reliability.md, "Back after a reload onto a static page").
// A reload, not location.replace: the step returns to an entry, whose state (the app's, and the
// reload guard's memory) a traversal keeps and a replace would drop. A step to another fragment of
// this address is left alone: the page of the address is this one.
//
// The page's address is its navigation's (the Navigation Timing entry's name, which history steps
// never change), not the address when this deferred script runs: the page shows before it, and a
// step taken by then has already moved the address with no listener to hear it. A reload's own
// entry names the reloaded address, so a page that lands on itself again stays.
(() => {
  const address = (url) => url.pathname + url.search;
  const navigation = performance.getEntriesByType?.('navigation')[0];
  const loaded = address(new URL(navigation?.name ?? location.href));
  const loadIfMoved = () => {
    if (address(location) !== loaded) location.reload();
  };
  loadIfMoved();
  addEventListener('popstate', loadIfMoved);
  // A page restored from the back/forward cache onto an entry of another address, in an engine that
  // does not also fire popstate there (the HTML standard fires both).
  addEventListener('pageshow', (event) => {
    if (event.persisted) loadIfMoved();
  });
})();
