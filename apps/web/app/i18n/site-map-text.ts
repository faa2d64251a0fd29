/**
 * Catalogue keys of the menus and footer of site-map.ts (docs/adr/0059-hindi-with-lingui.md): a link's key
 * is its address, so a label cannot drift from the page it names; the catalogue test checks every one.
 */
const slug = (label: string) => label.toLowerCase().replace(/\s+/g, "-");

export const menuKey = (label: string) => `menu.${slug(label)}`;
export const menuLinkKey = (to: string) => `link.${to}`;
export const footerHeadingKey = (label: string) => `footer.heading.${slug(label)}`;
export const footerLinkKey = (to: string) => `footer.${to}`;
