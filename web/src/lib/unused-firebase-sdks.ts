// reactfire's single bundle imports the Database, Firestore, Functions, Remote Config and Storage SDKs,
// which register themselves on import and so cannot be tree-shaken (about 250 KB gzipped). This app
// reaches all data through /api (DESIGN.md: Firestore and Storage rules deny every client), so
// vite.config.ts points reactfire's imports of those SDKs here. Anything that calls them fails loudly.
function unused(name: string): () => never {
  return () => {
    throw new Error(`${name} is not available in this app: data goes through /api.`);
  };
}

// firebase/database
export const get = unused('database.get');
export const off = unused('database.off');
export const onChildAdded = unused('database.onChildAdded');
export const onChildChanged = unused('database.onChildChanged');
export const onChildMoved = unused('database.onChildMoved');
export const onChildRemoved = unused('database.onChildRemoved');
export const onValue = unused('database.onValue');
// firebase/firestore
export const onSnapshot = unused('firestore.onSnapshot');
export const queryEqual = unused('firestore.queryEqual');
// firebase/functions
export const httpsCallable = unused('functions.httpsCallable');
// firebase/remote-config
export const ensureInitialized = unused('remoteConfig.ensureInitialized');
export const getAll = unused('remoteConfig.getAll');
export const getBoolean = unused('remoteConfig.getBoolean');
export const getNumber = unused('remoteConfig.getNumber');
export const getString = unused('remoteConfig.getString');
export const getValue = unused('remoteConfig.getValue');
// firebase/storage
export const getDownloadURL = unused('storage.getDownloadURL');
export const ref = unused('storage.ref');
