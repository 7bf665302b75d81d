/** The colour browsers paint around the site (address bar, task switcher): the icon's blue. */
export const THEME_COLOR = '#0b4f8a';
