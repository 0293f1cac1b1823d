// Each suite builds the app on a fresh database (PGlite boot, migrations): allow for a busy machine.
jest.setTimeout(60_000);
