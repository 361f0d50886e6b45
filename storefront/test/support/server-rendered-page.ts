/**
 * Imported first by a test of how the app takes over a page the server rendered: the storefront
 * decides that when its modules load (a #root with content), so the page is here before them.
 */
document.body.innerHTML =
  `<div id="root"><main><button type="button">Top</button>` +
  `<div data-island="pending"><button type="button">Reviews</button></div>` +
  `<div data-island="pending"><button type="button">Footer</button></div></main></div>`;
