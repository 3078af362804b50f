// The component tests run under @web/test-runner's Mocha, whose globals have no installed
// types (@types/mocha is not a dependency). Only what the tests use is declared.
interface MochaTestContext {
  timeout(ms: number): void;
}
type MochaBody = (this: MochaTestContext, done: (error?: unknown) => void) => void | Promise<unknown>;
declare function describe(title: string, body: () => void): void;
declare function it(title: string, body: MochaBody): void;
declare function before(body: MochaBody): void;
declare function after(body: MochaBody): void;
declare function beforeEach(body: MochaBody): void;
declare function afterEach(body: MochaBody): void;
