// The public API, and nothing else (README, The API): JSON over fetch with the session's Bearer token; refusals are
// application/problem+json and become a Problem with its title, detail, code and the rule cited.

export class Problem extends Error {
  constructor(status, body) {
    super((body && (body.detail || body.title)) || `HTTP ${status}`);
    this.status = status;
    this.title = (body && body.title) || `HTTP ${status}`;
    this.detail = (body && body.detail) || '';
    this.code = (body && body.code) || '';
    this.rule = (body && body.rule) || '';
    // 503 created-position-unknown, creation-unknown: the encounter was (or may have been) created; its id and GM
    // token come with the problem
    this.id = (body && body.id) || '';
    this.gmToken = (body && body.gmToken) || '';
  }
}

export async function call(path, { method = 'GET', body, token } = {}) {
  const headers = { Accept: 'application/json, application/problem+json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    throw new Problem(0, { title: 'Service unreachable', detail: String(e.message || e) });
  }
  const text = await response.text();
  let data = null;
  if (text) {
    try { data = JSON.parse(text); } catch { data = { detail: text.slice(0, 200) }; }
  }
  if (!response.ok) throw new Problem(response.status, data);
  return data;
}

/** Encodes one path segment (ids come from people). */
export const seg = (v) => encodeURIComponent(String(v));

/** The OpenAPI document, read once: the command forms are generated from it. */
let documentPromise = null;
export function openapi() {
  if (!documentPromise) documentPromise = call('/openapi.json').catch((e) => { documentPromise = null; throw e; });
  return documentPromise;
}
