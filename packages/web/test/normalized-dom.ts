/** An element's DOM with its classes and its style's declarations in one order, as a browser reads them. */
export function normalized(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    const classNames = node.getAttribute('class');
    if (classNames !== null) node.setAttribute('class', classNames.split(/\s+/).filter(Boolean).sort().join(' '));
    const style = node.getAttribute('style');
    if (style !== null)
      node.setAttribute(
        'style',
        style
          .split(';')
          .map((declaration) => declaration.trim())
          .filter(Boolean)
          .sort()
          .join('; '),
      );
    const attributes = [...node.attributes].sort((a, b) => a.name.localeCompare(b.name));
    for (const { name } of attributes) node.removeAttribute(name);
    for (const { name, value } of attributes) node.setAttribute(name, value);
  }
  return copy.outerHTML;
}
