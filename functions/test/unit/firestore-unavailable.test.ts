// Firestore that cannot be reached becomes a 503 the client can act on; other errors are left alone.
import { AppError } from '../../src/app-error';
import {
  FIRESTORE_UNAVAILABLE_MESSAGE,
  fromFirestoreUnavailable,
} from '../../src/http/firestore-unavailable';

function grpcError(code: number, message: string): Error {
  return Object.assign(new Error(message), { code, details: message });
}

describe('fromFirestoreUnavailable', () => {
  it.each([
    // What @google-cloud/firestore raised here when the emulator's port was closed (after 46 s of retries).
    [
      'UNAVAILABLE',
      grpcError(
        14,
        '14 UNAVAILABLE: No connection established. Last error: Error: connect ECONNREFUSED 127.0.0.1:9.',
      ),
    ],
    ['DEADLINE_EXCEEDED', grpcError(4, '4 DEADLINE_EXCEEDED: Deadline exceeded')],
    ['ABORTED after the transaction retries', grpcError(10, '10 ABORTED: Too much contention')],
    [
      'a refused socket',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    [
      'a wrapped cause',
      new Error('read failed', { cause: grpcError(14, '14 UNAVAILABLE: Connection dropped') }),
    ],
  ])('when the error is %s, then it is a 503 with the retry message', (_name, err) => {
    const mapped = fromFirestoreUnavailable(err);
    expect(mapped).toBeInstanceOf(AppError);
    expect(mapped).toMatchObject({
      status: 503,
      code: 'service_unavailable',
      message: FIRESTORE_UNAVAILABLE_MESSAGE,
    });
  });

  it.each([
    ['NOT_FOUND', grpcError(5, '5 NOT_FOUND: no entity')],
    ['PERMISSION_DENIED', grpcError(7, '7 PERMISSION_DENIED')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['an AppError', AppError.notFound()],
    ['not an error', 'UNAVAILABLE'],
  ])('when the error is %s, then it is not mapped', (_name, err) => {
    expect(fromFirestoreUnavailable(err)).toBeNull();
  });
});
