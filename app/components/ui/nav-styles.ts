/** Look of a header navigation item; the current page is marked (aria-current) in magma, underlined. */
export const navigationItemClass = "nav-item"; // in app.css: one class instead of its utilities on every item
