/**
 * The SDK's own client, which every endpoint function is made of (endpoints.ts). Not exported from the package's root:
 * the shop calls the typed endpoint functions. A test that mocks the endpoints (`jest.mock('shop-sdk/endpoints')`)
 * answers and checks the requests through this.
 */
export { request } from '../endpoints';
