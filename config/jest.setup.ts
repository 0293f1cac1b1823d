import '@testing-library/jest-dom';

/*
 * No front-end test has a server behind the page's own address (jsdom's `http://localhost`): a request to it that no
 * test mocked (the offline sync sending a shopper's kept change, say) fails at once, as the refused connection it
 * would meet does, instead of leaving jsdom's request and its timeout open after the test (Jest then waited 20 s, the
 * API client's timeout, before it could exit). A request to any other address goes out as before.
 */
// Suites that run in Node (the shell's server) have no XMLHttpRequest, and reach their own servers.
if (typeof XMLHttpRequest !== 'undefined') failRequestsToOwnAddress();

function failRequestsToOwnAddress() {
  const send = XMLHttpRequest.prototype.send;
  const open = XMLHttpRequest.prototype.open;
  const toOwnAddress = new WeakSet<XMLHttpRequest>();
  XMLHttpRequest.prototype.open = function (
    this: XMLHttpRequest,
    method: string,
    url: string | URL,
    ...rest: unknown[]
  ) {
    if (new URL(String(url), window.location.href).origin === window.location.origin) toOwnAddress.add(this);
    return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
  } as typeof open;
  XMLHttpRequest.prototype.send = function (
    this: XMLHttpRequest,
    body?: Document | XMLHttpRequestBodyInit | null,
  ) {
    if (!toOwnAddress.has(this)) return send.call(this, body);
    setTimeout(() => {
      this.dispatchEvent(new ProgressEvent('error'));
      this.dispatchEvent(new ProgressEvent('loadend'));
    });
  };
}
