// Stands in for axios's fetch adapter (lib/adapters/fetch.js) in production builds. The shop's API client uses
// axios's XHR adapter, the first in axios's default list, which every browser the shop supports has; the fetch
// adapter would only add about 5 KB gz to every page. `getFetch` answering false makes axios report the fetch
// adapter as unavailable if it were ever asked for by name.
export const getFetch = () => false;
export default false;
