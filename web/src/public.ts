// What the browser tests may know of the web app from outside it: the pages the build prerenders.
export { prerenderedPaths } from './config/paths';
