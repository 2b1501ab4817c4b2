// The Firestore trigger that delivers each new message as soon as its event's transaction wrote it. A module
// of its own because firebase-functions' Firestore triggers load firebase-admin's Firestore and Firestore's
// protobufs as they are imported, which the api's cold start must not pay (index.ts imports this module
// only where the trigger is deployed or served).
import { onDocumentCreated } from 'firebase-functions/v2/firestore';

/** @public index.ts requires it where the trigger is served (a require knip does not follow). */
export function mailOnCreateTrigger(deliver: (mailId: string) => Promise<unknown>) {
  return onDocumentCreated({ document: 'mail/{id}', region: 'us-central1' }, async (event) => {
    await deliver(event.params.id);
  });
}
