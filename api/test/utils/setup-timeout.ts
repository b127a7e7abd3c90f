// Every integration suite boots the whole app (some two, over one database) in beforeAll;
// on a busy 2-core machine that alone can take longer than jest's 5 s default.
jest.setTimeout(30_000);
