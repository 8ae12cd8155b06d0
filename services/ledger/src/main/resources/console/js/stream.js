// Live (issue 14): the encounter's server-sent events (GET /encounters/{id}/stream) read with fetch, since a
// browser's EventSource cannot send the Bearer token. It resumes with Last-Event-ID after a drop, as the API allows,
// so no change is missed or seen twice.
import { seg } from './api.js';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function parse(block) {
  let id = null;
  const data = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('id:')) id = line.slice(3).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  return { id, data: data.length ? data.join('\n') : null };
}

/**
 * Follows the stream from after `lastId`; onChange(line, position) per change, onState('live' | 'reconnecting' |
 * 'refused').
 */
export function follow(encounter, token, lastId, onChange, onState) {
  let last = lastId == null ? null : String(lastId);
  let stopped = false;
  let controller = null;
  (async () => {
    while (!stopped) {
      controller = new AbortController();
      try {
        const headers = { Accept: 'text/event-stream' };
        if (token) headers.Authorization = `Bearer ${token}`;
        if (last) headers['Last-Event-ID'] = last;
        const response = await fetch(`/encounters/${seg(encounter)}/stream`, { headers, signal: controller.signal });
        if (!response.ok) {
          onState('refused');
          await sleep(5000);
          continue;
        }
        onState('live');
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value.replace(/\r\n?/g, '\n');
          let cut;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const { id, data } = parse(buffer.slice(0, cut));
            buffer = buffer.slice(cut + 2);
            if (id) last = id;
            if (data) {
              let line = null;
              try { line = JSON.parse(data); } catch { /* not a change */ }
              if (line) onChange(line, Number(id));
            }
          }
        }
      } catch (e) {
        if (stopped) return;
      }
      if (!stopped) {
        onState('reconnecting');
        await sleep(1000);
      }
    }
  })();
  return {
    close() {
      stopped = true;
      if (controller) controller.abort();
    },
  };
}
