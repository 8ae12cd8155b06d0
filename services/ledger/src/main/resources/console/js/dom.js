// Building the page without ever parsing text as HTML: every string becomes a text node (issue 14: untrusted text
// from the battle — names, log lines, problem details — is never rendered as markup).

const SVG = 'http://www.w3.org/2000/svg';

function apply(el, props) {
  for (const [k, v] of Object.entries(props || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
    else if (k === 'class') el.setAttribute('class', v);
    else if (k === 'text') el.textContent = String(v);
    else if (k === 'dataset') Object.assign(el.dataset, v);
    else if (k === 'value' && 'value' in el) el.value = v;
    else if (k === 'checked' || k === 'selected' || k === 'multiple' || k === 'disabled') el[k] = !!v;
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  return el;
}

function append(el, children) {
  for (const c of children.flat(Infinity)) {
    if (c === undefined || c === null || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

/** h('button', {class: 'x', onclick: f}, 'text', child...) */
export function h(tag, props, ...children) {
  return append(apply(document.createElement(tag), props), children);
}

/** An SVG element, the same way. */
export function s(tag, props, ...children) {
  return append(apply(document.createElementNS(SVG, tag), props), children);
}

export function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}

export function replace(el, ...children) {
  return append(clear(el), children);
}

export function $(sel, root = document) {
  return root.querySelector(sel);
}

let ids = 0;
/** A fresh id for label/for pairs. */
export function uid(prefix = 'f') {
  ids += 1;
  return `${prefix}-${ids}`;
}
