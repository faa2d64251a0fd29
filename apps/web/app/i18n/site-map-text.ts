/**
 * Catalogue keys of the menus and footer of site-map.ts (docs/adr/0059-hindi-with-lingui.md): a link's key
 * is its address, so a label cannot drift from the page it names; the catalogue test checks every one.
 */
export const menuKey = (id: string) => `menu.${id}`;
export const menuLinkKey = (to: string) => `link.${to}`;
export const footerHeadingKey = (id: string) => `footer.heading.${id}`;
export const footerLinkKey = (to: string) => `footer.${to}`;
