// What the browser tests may know of the web app from outside it: the pages the build prerenders, and the
// prefix of the class names its styles are written under.
export { prerenderedPaths } from './config/paths';
export { STYLE_KEY } from './app/style-cache';
