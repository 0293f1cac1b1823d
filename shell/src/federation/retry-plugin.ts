import { RetryPlugin } from '@module-federation/retry-plugin';

/** A flaky network should not cost a shopper a section: manifests and remote entries get two quick retries. */
export default function kasuwaRetryPlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 300 },
    script: { retryTimes: 2, retryDelay: 300 },
  });
}
