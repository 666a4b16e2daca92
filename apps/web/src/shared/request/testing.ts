/** Test stand-ins for the network under the request clients. */

/** An HTTP 200 reply carrying `data` as JSON. */
export const jsonReply = (data: unknown): Response =>
  new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } });

/** A server that never answers: the call only ends when the client gives up and aborts it. */
export const noAnswer = (init: RequestInit): Promise<never> =>
  new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

/** The headers a call sent, as the clients pass them to fetch. */
export const sentHeaders = (init: RequestInit): Record<string, string> => (init.headers ?? {}) as Record<string, string>;
