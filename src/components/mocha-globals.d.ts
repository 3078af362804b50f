// The component tests run under @web/test-runner's Mocha, whose globals have no installed
// types (@types/mocha is not a dependency). Only what the tests use is declared.
type MochaDone = (error?: unknown) => void;
type MochaBody = (this: { timeout(ms: number): void }, done: MochaDone) => void | Promise<unknown>;
declare function describe(title: string, body: () => void): void;
declare function it(title: string, body: MochaBody | ((this: { timeout(ms: number): void }) => void | Promise<unknown>)): void;
declare function before(body: MochaBody | (() => void | Promise<unknown>)): void;
declare function after(body: MochaBody | (() => void | Promise<unknown>)): void;
declare function beforeEach(body: MochaBody | (() => void | Promise<unknown>)): void;
declare function afterEach(body: MochaBody | (() => void | Promise<unknown>)): void;
