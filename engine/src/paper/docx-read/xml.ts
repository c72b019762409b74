/**
 * A small element tree of an XML part, parsed with htmlparser2 in XML mode (no DOM: the engine runs in the browser,
 * the add-in and the api alike). Names keep their prefixes (`w:p`), as Word writes them.
 */
import { Parser } from 'htmlparser2';

export interface XmlElement {
  name: string;
  attrs: Readonly<Record<string, string>>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

/** The part's root element, or undefined for text that holds none. */
export function parseXml(text: string): XmlElement | undefined {
  const top: XmlElement = { name: '#document', attrs: {}, children: [] };
  const stack: XmlElement[] = [top];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const element: XmlElement = { name, attrs, children: [] };
        stack.at(-1)!.children.push(element);
        stack.push(element);
      },
      onclosetag() {
        if (stack.length > 1) stack.pop();
      },
      ontext(data) {
        const siblings = stack.at(-1)!.children;
        const last = siblings.at(-1);
        if (typeof last === 'string') siblings[siblings.length - 1] = last + data;
        else siblings.push(data);
      },
    },
    { xmlMode: true, decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.write(text);
  parser.end();
  return top.children.find((node): node is XmlElement => typeof node !== 'string');
}

export const isElement = (node: XmlNode): node is XmlElement => typeof node !== 'string';

/** The element's child elements, those of one name if given. */
export const elements = (parent: XmlElement | undefined, name?: string): XmlElement[] =>
  (parent?.children ?? []).filter((node): node is XmlElement => isElement(node) && (name === undefined || node.name === name));

/** The first child element of a name. */
export const child = (parent: XmlElement | undefined, name: string): XmlElement | undefined => elements(parent, name)[0];

/** The first child element along a path of names. */
export const path = (parent: XmlElement | undefined, ...names: string[]): XmlElement | undefined =>
  names.reduce<XmlElement | undefined>((at, name) => child(at, name), parent);

/** Every descendant element of a name, in document order. */
export function descendants(parent: XmlElement, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  for (const node of elements(parent)) {
    if (node.name === name) out.push(node);
    out.push(...descendants(node, name));
  }
  return out;
}

/** The element's text, its descendants' included. */
export const textOf = (element: XmlElement): string => element.children.map((node) => (typeof node === 'string' ? node : textOf(node))).join('');

/** A name without its prefix: `w:p` gives `p`. */
export const localName = (name: string): string => name.slice(name.indexOf(':') + 1);
