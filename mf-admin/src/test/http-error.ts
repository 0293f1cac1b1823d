import { AxiosError, AxiosHeaders } from 'axios';

/** An axios error as the API client throws it for a `status` answer with `data` as body. */
export function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  });
}
