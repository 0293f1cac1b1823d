/** How long another server of the deployment has to answer, in ms. */
export const READ_TIMEOUT_MS = 2000;

/** A JSON document from another server of the deployment (the API, a remote's origin). */
export async function readJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}
