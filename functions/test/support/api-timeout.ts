// The api tests share the emulators with the browser tests that npm test runs beside them: a test that takes
// 6-9 s alone (a registration with its payment, a claim approved with its deductible) took over 30 s there
// (the demo seed's, in a CI run at 5cfb002). Jest reads a timeout only from the command line, the whole
// config or the test file, not from a project, so the api projects set theirs here.
jest.setTimeout(90_000);
